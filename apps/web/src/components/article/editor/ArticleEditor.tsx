import { ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX, type Region } from '@huaren/contract';
import { Input } from 'antd-mobile';
import { lazy, Suspense, useEffect } from 'react';
import { useSaveArticleMutation } from '../../../api/articles';
import { useAppNavigator } from '../../../nav/appNavigator';
import { articleSuccessPath } from '../../../nav/paths';
import { articleDraft, type ArticleDraft } from '../../../lib/articleDraft';
import { SubmitButton } from '../../form/SubmitButton';
import { FIELD_ERROR, useDraftFields } from '../../form/useDraftFields';
import { LoadingView } from '../../LoadingView';
import formStyles from '../../post/form/PostForm.module.css';
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
    <form
      ref={formRef}
      className={formStyles.form}
      data-testid="article-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <section className={formStyles.group}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="article-title">
            标题
          </label>
          <Input
            id="article-title"
            value={draft.title}
            onChange={(v) => set('title', v)}
            placeholder="5-60 字"
            maxLength={ARTICLE_TITLE_MAX}
          />
          {errors.title && (
            <p className={formStyles.error} {...FIELD_ERROR}>
              {errors.title}
            </p>
          )}
        </div>
      </section>
      <section className={formStyles.group} aria-label="正文">
        <Suspense fallback={<LoadingView />}>
          <RichBodyEditor initial={initial.body} onChange={(body) => set('body', body)} />
        </Suspense>
        {errors.body && (
          <p className={`${formStyles.error} ${styles.bodyError}`} {...FIELD_ERROR}>
            {errors.body}
          </p>
        )}
      </section>
      <section className={formStyles.group}>
        <CoverPicker
          images={bodyImages(draft.body)}
          value={chosenCover(draft)}
          onChange={(id) => set('coverImageId', id)}
        />
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="article-summary">
            摘要 <span className={formStyles.hint}>选填，留空则取正文开头</span>
          </label>
          <Input
            id="article-summary"
            value={draft.summary}
            onChange={(v) => set('summary', v)}
            placeholder="一两句话介绍这篇文章"
            maxLength={ARTICLE_SUMMARY_MAX}
          />
          {errors.summary && (
            <p className={formStyles.error} {...FIELD_ERROR}>
              {errors.summary}
            </p>
          )}
        </div>
        <RegionField
          regions={regions}
          value={draft.regionId}
          onChange={(id) => set('regionId', id)}
          error={errors.regionId}
        />
      </section>
      <div className={formStyles.footer}>
        <SubmitButton pending={save.isPending} testId="article-submit">
          {articleId === null ? '发布' : '保存修改'}
        </SubmitButton>
      </div>
    </form>
  );
}
