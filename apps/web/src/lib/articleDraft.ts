import { IMAGE_ID_PATTERN, type Article } from '@huaren/contract';
import { draftId, draftStore, draftText } from './draftStore';

/** The article editor's values as the user left them; cleared when the article is saved. */
export interface ArticleDraft {
  title: string;
  /** Markdown source. */
  body: string;
  summary: string;
  regionId: number | null;
  /** The body's image the writer chose as the cover; null: the body's first image. */
  coverImageId: string | null;
}

/** One draft for a new article (`articleDraft:new`), and one per article being edited. */
export const articleDraft = draftStore<ArticleDraft>('articleDraft', 1, (data) => ({
  title: draftText(data.title),
  body: draftText(data.body),
  summary: draftText(data.summary),
  regionId: draftId(data.regionId),
  coverImageId:
    typeof data.coverImageId === 'string' && IMAGE_ID_PATTERN.test(data.coverImageId)
      ? data.coverImageId
      : null,
}));

/**
 * A stored article as the editor's values (its author gets the Markdown source). A summary the
 * server filled from the body stays empty, so that it keeps following the body after the edit.
 */
export function articleDraftOf(article: Article): ArticleDraft {
  return {
    title: article.title,
    body: article.body ?? '',
    summary: article.summaryChosen ? article.summary : '',
    regionId: article.regionId,
    coverImageId: article.coverChosen ? (article.cover?.id ?? null) : null,
  };
}
