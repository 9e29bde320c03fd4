import { ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX, type Region } from '@huaren/contract';
import { Input } from 'antd-mobile';
import { lazy, Suspense, useEffect } from 'react';
import { useSaveArticleMutation } from '../../../api/articles';
import { useAppNavigator } from '../../../nav/appNavigator';
import { articleSuccessPath } from '../../../nav/paths';
import { articleDraft, type ArticleDraft } from '../../../lib/articleDraft';
import { FieldError, LabelledField, LongForm } from '../../form/LongForm';
import { useDraftFields } from '../../form/useDraftFields';
import { LoadingView } from '../../LoadingView';
import formStyles from '../../form/LongForm.module.css';
import { RegionField } from '../../post/form/RegionField';
import { bodyImages, chosenCover, toArticleInput, type ArticleErrors } from './articleInput';
import { CoverPicker } from './CoverPicker';
import styles from './ArticleEditor.module.css';

// Tiptap and the Markdown reader in a chunk of their own: the title and the rest of the form are
// there to fill while it loads.
const RichBodyEditor = lazy(() => import('./RichBodyEditor'));

interface ArticleEditorProps {
  /** The article being edited, or null for a new one. */
  articleId: number | null;
  initial: ArticleDraft;
  regions: readonly Region[];
}

/** Write or edit an article as readers will see it, with a toolbar; kept as a draft. */
export function ArticleEditor({ articleId, initial, regions }: ArticleEditorProps) {
  const navigator = useAppNavigator();
  const save = useSaveArticleMutation(articleId);
  const { draft, errors, set, reject, formRef } = useDraftFields<ArticleDraft, ArticleErrors>(
    initial,
  );
  useEffect(() => articleDraft.save(articleId, draft), [articleId, draft]);

  const submit = () => {
    const result = toArticleInput(draft);
    if (result.errors) return reject(result.errors);
    save.mutate(result.input, {
      onSuccess: (article) => {
        articleDraft.clear(articleId);
        void navigator.redirectTo(articleSuccessPath(article.id, articleId !== null));
      },
    });
  };

  return (
    <LongForm
      formRef={formRef}
      onSubmit={submit}
      pending={save.isPending}
      submitText={articleId === null ? '发布' : '保存修改'}
      testId="article-form"
    >
      <section className={formStyles.group}>
        <LabelledField id="article-title" label="标题" error={errors.title}>
          <Input
            id="article-title"
            value={draft.title}
            onChange={(v) => set('title', v)}
            placeholder="5-60 字"
            maxLength={ARTICLE_TITLE_MAX}
          />
        </LabelledField>
      </section>
      <section className={formStyles.group} aria-label="正文">
        <Suspense fallback={<LoadingView />}>
          <RichBodyEditor initial={initial.body} onChange={(body) => set('body', body)} />
        </Suspense>
        <FieldError error={errors.body} className={styles.bodyError} />
      </section>
      <section className={formStyles.group}>
        <CoverPicker
          images={bodyImages(draft.body)}
          value={chosenCover(draft)}
          onChange={(id) => set('coverImageId', id)}
        />
        <LabelledField
          id="article-summary"
          label="摘要"
          hint="选填，留空则取正文开头"
          error={errors.summary}
        >
          <Input
            id="article-summary"
            value={draft.summary}
            onChange={(v) => set('summary', v)}
            placeholder="一两句话介绍这篇文章"
            maxLength={ARTICLE_SUMMARY_MAX}
          />
        </LabelledField>
        <RegionField
          regions={regions}
          value={draft.regionId}
          onChange={(id) => set('regionId', id)}
          error={errors.regionId}
        />
      </section>
    </LongForm>
  );
}
