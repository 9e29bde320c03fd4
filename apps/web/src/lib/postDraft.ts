import type { PostLocation, UploadedImage } from '@huaren/contract';

/**
 * The publish form's values as the user left them. Kept in localStorage on every change, so a
 * reload, a trip to /choose-location or a closed tab loses nothing; cleared on publish.
 */
export interface PostDraft {
  title: string;
  content: string;
  categoryId: number | null;
  regionId: number | null;
  images: UploadedImage[];
  /** As typed, in dollars: converted to cents when sent. */
  price: string;
  phone: string;
  wechat: string;
  email: string;
  location: PostLocation | null;
}

const VERSION = 1;

export const emptyDraft: PostDraft = {
  title: '',
  content: '',
  categoryId: null,
  regionId: null,
  images: [],
  price: '',
  phone: '',
  wechat: '',
  email: '',
  location: null,
};

export function serializeDraft(draft: PostDraft): string {
  return JSON.stringify({ v: VERSION, ...draft });
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const id = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

function isImage(v: unknown): v is UploadedImage {
  const i = v as UploadedImage;
  return (
    typeof i === 'object' && i !== null && typeof i.id === 'string' && typeof i.url === 'string'
  );
}

function location(v: unknown): PostLocation | null {
  const l = v as PostLocation | null;
  if (typeof l !== 'object' || l === null) return null;
  return typeof l.latitude === 'number' &&
    typeof l.longitude === 'number' &&
    typeof l.address === 'string'
    ? { latitude: l.latitude, longitude: l.longitude, address: l.address }
    : null;
}

/** A stored draft, field by field; null for nothing, another version or garbage. */
export function parseDraft(raw: string | null): PostDraft | null {
  if (!raw) return null;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || data.v !== VERSION) return null;
  return {
    title: str(data.title),
    content: str(data.content),
    categoryId: id(data.categoryId),
    regionId: id(data.regionId),
    images: Array.isArray(data.images) ? data.images.filter(isImage) : [],
    price: str(data.price),
    phone: str(data.phone),
    wechat: str(data.wechat),
    email: str(data.email),
    location: location(data.location),
  };
}

/** One draft for a new post, and one per post being edited. */
export function draftKey(postId: number | null): string {
  return postId === null ? 'postDraft:new' : `postDraft:${postId}`;
}

export function loadDraft(postId: number | null): PostDraft | null {
  try {
    return parseDraft(localStorage.getItem(draftKey(postId)));
  } catch {
    return null;
  }
}

export function saveDraft(postId: number | null, draft: PostDraft): void {
  try {
    localStorage.setItem(draftKey(postId), serializeDraft(draft));
  } catch {
    // Storage full or disabled: the form still works, only without a draft.
  }
}

export function clearDraft(postId: number | null): void {
  try {
    localStorage.removeItem(draftKey(postId));
  } catch {
    // Nothing was stored.
  }
}
