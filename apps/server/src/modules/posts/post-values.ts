import { checkFieldValues, Code, type newPost, type UploadedImage } from '@huaren/contract';
import type { Db } from '../../db/database';
import type { CatalogSnapshot } from '../../core/site/catalog';
import { createFieldValueRepository } from './fields/field-values.repository';
import type { ContentDeps } from '../../core/content/deps';
import type { ImageLookup } from '../../core/images';
import { Refusal } from '../../lib/envelope';
import type { InputData } from '../../lib/register-call';
import { contentHash } from './duplicate';
import { PostReasons } from './reasons';
import type { PostValues } from './post-row';

export type PostFields = InputData<typeof newPost>;

/** The columns the form decides: everything but owner, status, counts and times. */
export type PostColumns = Omit<
  PostValues,
  'user_id' | 'status' | 'created_at' | 'updated_at' | 'expires_at' | 'fields'
> & { content_hash: string; fields: string };

/**
 * Checks what the form sent against the catalog and the poster's uploads, and answers the columns
 * an insert or an update writes (everything but owner, status, counts and times).
 */
export async function postColumns(
  deps: Pick<ContentDeps, 'catalog' | 'images'>,
  userId: number,
  input: PostFields,
): Promise<PostColumns> {
  const catalog = await deps.catalog.snapshot();
  const category = catalog.category(input.categoryId);
  if (!category) throw new Refusal(Code.invalid, PostReasons.categoryNotFound);
  const place = catalog.place(input.regionId);
  if (!place) throw new Refusal(Code.invalid, PostReasons.regionNotFound);
  if (input.price !== null && !category.hasPrice) {
    throw new Refusal(Code.invalid, PostReasons.priceNotAllowed);
  }
  if (input.priceUnit !== null && input.price === null) {
    throw new Refusal(Code.invalid, PostReasons.unitWithoutPrice);
  }
  // A required field applies from this write on: posts saved before keep showing without it.
  // The envelope carries one reason: the first refused field's (the form shows them all).
  const answers = checkFieldValues(category.fields, input.fields);
  if ('errors' in answers) throw new Refusal(Code.invalid, answers.errors[0]!.error);
  const images = await resolveImages(deps.images, userId, input.images);
  if (!images) throw new Refusal(Code.invalid, PostReasons.imageNotFound);
  return {
    category_id: category.id,
    region_id: place.id,
    country_id: place.countryId,
    state_id: place.stateId,
    metro_id: place.metroId,
    title: input.title,
    content: input.content,
    content_hash: contentHash(input.title, input.content),
    images: JSON.stringify(images),
    thumb_url: images[0]?.thumbUrl ?? null,
    image_count: images.length,
    contact_phone: input.contact.phone ?? null,
    contact_wechat: input.contact.wechat ?? null,
    contact_email: input.contact.email ?? null,
    price: input.price,
    price_unit: input.priceUnit,
    latitude: input.location?.latitude ?? null,
    longitude: input.location?.longitude ?? null,
    address: input.location?.address ?? null,
    fields: JSON.stringify(answers.values),
  };
}

/** The rows the list filters probe, written beside the post's answers (decision 0041). */
export async function writeAnswers(
  trx: Db,
  catalog: CatalogSnapshot,
  postId: number,
  columns: PostColumns,
): Promise<void> {
  const fields = catalog.category(columns.category_id)?.fields ?? [];
  await createFieldValueRepository(trx).replace(postId, fields, JSON.parse(columns.fields));
}

/** The images in the order the poster chose, or null when any id is not one of their uploads. */
async function resolveImages(
  images: ImageLookup,
  userId: number,
  ids: readonly string[],
): Promise<UploadedImage[] | null> {
  if (ids.length === 0) return [];
  const found = new Map((await images.owned(userId, ids)).map((img) => [img.id, img]));
  const ordered = ids.map((id) => found.get(id));
  return ordered.every((img) => img !== undefined) ? (ordered as UploadedImage[]) : null;
}
