import { formatDate, type PostListItem } from '@huaren/contract';

/** A post expiring within this many days may be renewed before it goes. */
export const RENEW_WITHIN_DAYS = 3;
const DAY_MS = 86_400_000;

/**
 * Whether my posts offers 续期: for an expired post, and for a published one about to expire
 * (renewing earlier would only be a way to keep a post up forever without looking at it).
 */
export function canRenew(
  post: Pick<PostListItem, 'status' | 'expiresAt'> & { closed?: PostListItem['closed'] },
  now = Date.now(),
): boolean {
  // A marked post (已售 / 已租 / 已招满) expires with its mark: the undo reopens it, not a renewal.
  if (post.closed) return false;
  if (post.status === 'expired') return true;
  return (
    post.status === 'published' &&
    new Date(post.expiresAt).getTime() - now < RENEW_WITHIN_DAYS * DAY_MS
  );
}

/** What my posts says of a post's life: its expiry date, or that it has expired. */
export function expiryText(post: Pick<PostListItem, 'status' | 'expiresAt'>): string {
  const date = formatDate(post.expiresAt);
  if (post.status === 'expired') return `已于 ${date} 到期`;
  return post.status === 'published' ? `${date} 到期` : '';
}
