import type { PostLocation } from '@huaren/contract';

/**
 * The paths of the post pages (spec section 2) and the query strings they take: ids travel in
 * the hash query, as in `/pages/post/detail/index?id=12`.
 */
export const PostPath = {
  list: '/pages/post/list/index',
  detail: '/pages/post/detail/index',
  comment: '/pages/post/comment/index',
  mine: '/pages/user/post/index',
  edit: '/pages/user/post/detail',
  success: '/pages/user/post/success',
  likes: '/pages/user/like/index',
  replies: '/pages/user/reply/index',
  chooseLocation: '/choose-location',
  openLocation: '/open-location',
} as const;

/** A path with its query string; empty values are left out. */
export function withQuery(
  path: string,
  params: Record<string, string | number | undefined>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export interface ListQuery {
  category?: number;
  region?: number;
  keyword?: string;
  sort?: string;
}

export const postListPath = (q: ListQuery = {}) => withQuery(PostPath.list, { ...q });
export const postDetailPath = (id: number) => withQuery(PostPath.detail, { id });
export const postCommentPath = (id: number) => withQuery(PostPath.comment, { id });
/** The publish form; with an id, the edit form of that post. */
export const postEditPath = (id?: number) => withQuery(PostPath.edit, { id });
export const postSuccessPath = (id: number) => withQuery(PostPath.success, { id });
export const openLocationPath = (l: PostLocation) =>
  withQuery(PostPath.openLocation, placeQuery(l));
/** The picker, starting from the form's location (when it has one) and region. */
export const chooseLocationPath = (l: PostLocation | null, regionId: number | null) =>
  withQuery(PostPath.chooseLocation, { ...(l && placeQuery(l)), region: regionId ?? undefined });

const placeQuery = (l: PostLocation) => ({
  lat: l.latitude ?? undefined,
  lng: l.longitude ?? undefined,
  address: l.address,
});

/**
 * The place in a location page's query (lat, lng, address), or null when there is none:
 * coordinates only when both are numbers on the globe, and an address or coordinates at least.
 */
export function parsePlace(
  lat: string | null,
  lng: string | null,
  address: string | null,
): PostLocation | null {
  const [latitude, longitude] = [lat, lng].map((v) => (v?.trim() ? Number(v) : NaN)) as [
    number,
    number,
  ];
  const coords = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  const text = address?.trim() ?? '';
  if (!coords && !text) return null;
  return coords
    ? { latitude, longitude, address: text }
    : { latitude: null, longitude: null, address: text };
}

/** A positive integer id from the query, or null. */
export function parseId(value: string | null): number | null {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
}
