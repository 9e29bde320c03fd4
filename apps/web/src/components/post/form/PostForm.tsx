import {
  POST_CONTENT_MAX,
  POST_TITLE_MAX,
  type Category,
  type CategoryField as FieldDefinitionRow,
  type Post,
  type Region,
} from '@huaren/contract';
import { TextArea, type InputProps } from 'antd-mobile';
import { useSavePostMutation } from '../../../api/postSave';
import { chooseLocationPath, postSuccessPath } from '../../../nav/paths';
import { takeLocation } from '../../../lib/locationChoice';
import { postDraft, type PostDraft } from '../../../lib/postDraft';
import { FieldError, LabelledField, LongForm } from '../../form/LongForm';
import { TextField } from '../../form/TextField';
import { useContentForm } from '../../form/useContentForm';
import { CategoryField } from './CategoryField';
import { ImagesField } from './ImagesField';
import { PickerRow } from './PickerRow';
import { PriceField } from './PriceField';
import { toPostInput } from './postInput';
import { fieldsOf } from '../../../category-fields/api';
import { fieldErrorKey } from '../../../category-fields/fieldDraft';
import { FieldInputs } from '../../../category-fields/FieldInputs';
import { RegionField } from './RegionField';
import styles from '../../form/LongForm.module.css';

interface PostFormProps {
  /** The post being edited, or null for a new one. */
  postId: number | null;
  initial: PostDraft;
  categories: readonly Category[];
  regions: readonly Region[];
  /** Every category's fields: the chosen one's are asked. */
  fields: readonly FieldDefinitionRow[];
}

/** The publish / edit form. Every change is kept as a draft until the post is saved. */
export function PostForm({ postId, initial, categories, regions, fields }: PostFormProps) {
  const { draft, errors, set, clearError, bind, navigator, form } = useContentForm({
    id: postId,
    // A place chosen on /choose-location arrives here when the form mounts again.
    initial: (): PostDraft => {
      const location = takeLocation();
      return location ? { ...initial, location } : initial;
    },
    drafts: postDraft,
    save: useSavePostMutation(postId),
    check: (d: PostDraft) =>
      toPostInput(
        d,
        categories.find((c) => c.id === d.categoryId),
        fieldsOf(fields, d.categoryId),
      ),
    successPath: (post: Post) => postSuccessPath(post.id) + (postId ? '&edited=1' : ''),
  });
  const category = categories.find((c) => c.id === draft.categoryId);

  const text = (key: 'title' | 'phone' | 'wechat' | 'email', label: string, props: InputProps) => (
    <TextField id={`post-${key}`} label={label} {...bind(key)} {...props} />
  );

  return (
    <LongForm {...form} testId="post-form">
      <section className={styles.group}>
        <CategoryField categories={categories} {...bind('categoryId')} />
        <RegionField regions={regions} {...bind('regionId')} />
      </section>
      <FieldInputs
        fields={fieldsOf(fields, draft.categoryId)}
        value={draft.fields}
        onChange={(v, key) => {
          set('fields', v);
          clearError(fieldErrorKey(key));
        }}
        errors={errors}
      />
      <section className={styles.group}>
        {text('title', '标题', { placeholder: '一句话说明（5-50 字）', maxLength: POST_TITLE_MAX })}
        <LabelledField id="post-content" label="内容" error={errors.content}>
          <TextArea
            id="post-content"
            value={draft.content}
            onChange={(v) => set('content', v)}
            placeholder="详细描述，如位置、条件、时间（至少 10 字）"
            maxLength={POST_CONTENT_MAX}
            showCount
            autoSize={{ minRows: 5, maxRows: 12 }}
          />
        </LabelledField>
        {category?.hasPrice && (
          <PriceField
            value={draft.price}
            kind={draft.priceKind}
            onChange={(v) => set('price', v)}
            onKindChange={(kind) => set('priceKind', kind)}
            error={errors.price}
          />
        )}
        <ImagesField value={draft.images} onChange={(images) => set('images', images)} />
      </section>
      <section className={styles.group} aria-label="联系方式">
        <p className={styles.groupTitle}>联系方式（至少填一项，仅登录用户可见）</p>
        {text('phone', '电话', { placeholder: '美国或中国大陆手机号', type: 'tel' })}
        {text('wechat', '微信号', { placeholder: '选填' })}
        {text('email', '邮箱', { placeholder: '选填', type: 'email' })}
        <FieldError error={errors.contact} className={styles.groupError} />
      </section>
      <section className={styles.group}>
        <PickerRow
          label="位置"
          value={draft.location?.address ?? null}
          placeholder="添加位置（选填）"
          onClick={() =>
            void navigator.navigateTo(chooseLocationPath(draft.location, draft.regionId))
          }
          testId="form-location"
        />
        {draft.location && (
          <button type="button" className={styles.clear} onClick={() => set('location', null)}>
            移除位置
          </button>
        )}
      </section>
    </LongForm>
  );
}
