import type { Notification } from '@huaren/contract';
import {
  articleCommentPath,
  articleDetailPath,
  postCommentPath,
  postDetailPath,
} from '../nav/paths';

/**
 * Where a notice leads: a reply or comment opens its thread's page scrolled to it; anything else
 * opens the item. (A push opens the same: the server's notice-link.ts.)
 */
export function noticeTargetPath(target: NonNullable<Notification['target']>): string {
  const { id, entryId } = target;
  if (target.type === 'post') {
    return entryId === null ? postDetailPath(id) : postCommentPath(id, entryId);
  }
  return entryId === null ? articleDetailPath(id) : articleCommentPath(id, entryId);
}
