import type { PostLocation, PriceUnit, UploadedImage } from '@huaren/contract';
import { draftId, draftStore, draftText } from './draftStore';
import { readLocation } from './locationChoice';
import { readFieldDrafts, type FieldDrafts } from '../category-fields/fieldDraft';

/** How the price is asked: for the thing, per month or hour, or 面议 (no amount). */
export type PriceKind = 'total' | PriceUnit | 'negotiable';
const PRICE_KINDS: readonly PriceKind[] = ['total', 'month', 'hour', 'negotiable'];

/**
 * The publish form's values as the user left them. Kept on every change, so a reload, a trip to
 * /choose-location or a closed tab loses nothing; cleared on publish.
 */
export interface PostDraft {
  title: string;
  content: string;
  categoryId: number | null;
  regionId: number | null;
  images: UploadedImage[];
  /** As typed, in dollars: converted to cents when sent. */
  price: string;
  priceKind: PriceKind;
  phone: string;
  wechat: string;
  email: string;
  location: PostLocation | null;
  /** Answers to the category's fields by key (those of another category are not sent). */
  fields: FieldDrafts;
}

export const emptyDraft: PostDraft = {
  title: '',
  content: '',
  categoryId: null,
  regionId: null,
  images: [],
  price: '',
  priceKind: 'total',
  phone: '',
  wechat: '',
  email: '',
  location: null,
  fields: {},
};

function isImage(v: unknown): v is UploadedImage {
  const i = v as UploadedImage;
  return (
    typeof i === 'object' && i !== null && typeof i.id === 'string' && typeof i.url === 'string'
  );
}

/** One draft for a new post (`postDraft:new`), and one per post being edited. */
export const postDraft = draftStore<PostDraft>('postDraft', 1, (data) => ({
  title: draftText(data.title),
  content: draftText(data.content),
  categoryId: draftId(data.categoryId),
  regionId: draftId(data.regionId),
  images: Array.isArray(data.images) ? data.images.filter(isImage) : [],
  price: draftText(data.price),
  priceKind: PRICE_KINDS.find((k) => k === data.priceKind) ?? 'total',
  phone: draftText(data.phone),
  wechat: draftText(data.wechat),
  email: draftText(data.email),
  location: readLocation(data.location),
  fields: readFieldDrafts(data.fields),
}));

export const {
  serialize: serializeDraft,
  parse: parseDraft,
  key: draftKey,
  load: loadDraft,
} = postDraft;
