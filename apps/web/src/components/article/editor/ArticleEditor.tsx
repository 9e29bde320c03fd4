import {
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  type Article,
  type Region,
} from '@huaren/contract';
import { lazy, Suspense } from 'react';
import { useSaveArticleMutation } from '../../../api/articles';
import { articleSuccessPath } from '../../../nav/paths';
import { articleDraft, type ArticleDraft } from '../../../lib/articleDraft';
import { FieldError, LongForm } from '../../form/LongForm';
import { TextField } from '../../form/TextField';
import { useContentForm } from '../../form/useContentForm';
import { LoadingView } from '../../LoadingView';
import formStyles from '../../form/LongForm.module.css';
import { RegionField } from '../../post/form/RegionField';
import { bodyImages, chosenCover, toArticleInput } from './articleInput';
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
  const { draft, errors, set, bind, form } = useContentForm({
    id: articleId,
    initial,
    drafts: articleDraft,
    save: useSaveArticleMutation(articleId),
    check: toArticleInput,
    successPath: (article: Article) => articleSuccessPath(article.id, articleId !== null),
  });

  return (
    <LongForm {...form} testId="article-form">
      <section className={formStyles.group}>
        <TextField
          id="article-title"
          label="标题"
          {...bind('title')}
          placeholder="5-60 字"
          maxLength={ARTICLE_TITLE_MAX}
        />
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
        <TextField
          id="article-summary"
          label="摘要"
          hint="选填，留空则取正文开头"
          {...bind('summary')}
          placeholder="一两句话介绍这篇文章"
          maxLength={ARTICLE_SUMMARY_MAX}
        />
        <RegionField regions={regions} {...bind('regionId')} />
      </section>
    </LongForm>
  );
}
