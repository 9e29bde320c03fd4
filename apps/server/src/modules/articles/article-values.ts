import {
  ARTICLE_MAX_IMAGES,
  ARTICLE_TEXT_MIN,
  Code,
  type newArticle,
  type UploadedImage,
} from '@huaren/contract';
import type { ContentDeps } from '../../core/content/deps';
import { Refusal } from '../../lib/envelope';
import type { InputData } from '../../lib/register-call';
import type { ArticleValues } from './article.repository';
import { renderBody } from './body/render';
import { ArticleReasons } from './reasons';
import { SUMMARY_FROM_TEXT } from './rules';

export type ArticleFields = InputData<typeof newArticle>;

/** What an insert or an edit writes, with the uploads the body shows (article_images). */
export interface PreparedArticle {
  columns: Omit<ArticleValues, 'user_id' | 'status' | 'created_at' | 'updated_at'>;
  imageIds: string[];
}

/** The summary a writer left empty: the start of the body's visible text. */
export function summaryOf(text: string): string {
  return Array.from(text).slice(0, SUMMARY_FROM_TEXT).join('').trimEnd();
}

const invalid = (reason: string) => new Refusal(Code.invalid, reason);

/**
 * Renders and checks what the editor sent: the region against the catalog, the body's length
 * and images, the cover; fills the summary and the cover the writer left empty.
 */
export async function prepareArticle(
  deps: Pick<ContentDeps, 'catalog' | 'images'>,
  input: ArticleFields,
): Promise<PreparedArticle> {
  const place = (await deps.catalog.snapshot()).place(input.regionId);
  if (!place) throw invalid(ArticleReasons.regionNotFound);
  const body = renderBody(input.body, deps.images.idOfUrl);
  if (Array.from(body.text.replace(/\s/g, '')).length < ARTICLE_TEXT_MIN) {
    throw invalid(ArticleReasons.textTooShort);
  }
  if (body.imageIds.length > ARTICLE_MAX_IMAGES) throw invalid(ArticleReasons.tooManyImages);
  const imageIds = [...new Set(body.imageIds)];
  const coverId = input.coverImageId ?? imageIds[0];
  const wanted = coverId === undefined ? imageIds : [...new Set([...imageIds, coverId])];
  const found = new Map((await deps.images.any(wanted)).map((image) => [image.id, image]));
  if (imageIds.some((id) => !found.has(id))) throw invalid(ArticleReasons.imageNotFound);
  const cover: UploadedImage | null = coverId === undefined ? null : (found.get(coverId) ?? null);
  if (coverId !== undefined && !cover) throw invalid(ArticleReasons.coverNotFound);
  return {
    columns: {
      region_id: place.id,
      country_id: place.countryId,
      state_id: place.stateId,
      metro_id: place.metroId,
      title: input.title,
      summary: input.summary ?? summaryOf(body.text),
      summary_chosen: input.summary ? 1 : 0,
      body: input.body,
      body_html: body.html,
      cover: cover ? JSON.stringify(cover) : null,
      cover_thumb_url: cover?.thumbUrl ?? null,
      cover_chosen: input.coverImageId ? 1 : 0,
    },
    imageIds,
  };
}
