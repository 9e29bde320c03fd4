import { PUBLISHED, type ContentKind } from './kinds';

/** What deciding who sees an item needs of its row. */
export interface VisibilityFacts {
  user_id: number;
  status: string;
  /** Kinds that expire only. */
  expires_at?: number;
}

/** Others see an item while it is published and, for a kind that expires, before its end. */
export function isPublic(kind: ContentKind, item: VisibilityFacts, now: number): boolean {
  return item.status === PUBLISHED && (!kind.expires || (item.expires_at ?? 0) > now);
}

/** The author sees their item in every status but deleted; anyone else only a public one. */
export function canSee(
  kind: ContentKind,
  item: VisibilityFacts,
  viewerId: number | null,
  now: number,
): boolean {
  if (item.status === 'deleted') return false;
  return item.user_id === viewerId || isPublic(kind, item, now);
}
