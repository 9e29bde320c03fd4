import type { InputData } from '../../lib/register-call';
import type { newPost } from '@huaren/contract';
import { Refusal } from '../../lib/envelope';
import { Code } from '@huaren/contract';
import type { PostDeps } from './deps';
import { contentHash } from './duplicate';
import { resolveImages } from './images';
import { PostReasons } from './reasons';
import type { PostValues } from './post-row';

export type PostFields = InputData<typeof newPost>;

/** The columns the form decides: everything but owner, status, counts and times. */
export type PostColumns = Omit<
  PostValues,
  'user_id' | 'status' | 'created_at' | 'updated_at' | 'expires_at'
> & { content_hash: string };

/**
 * Checks what the form sent against the catalog and the poster's uploads, and answers the columns
 * an insert or an update writes (everything but owner, status, counts and times).
 */
export async function postColumns(
  deps: PostDeps,
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
    latitude: input.location?.latitude ?? null,
    longitude: input.location?.longitude ?? null,
    address: input.location?.address ?? null,
  };
}
