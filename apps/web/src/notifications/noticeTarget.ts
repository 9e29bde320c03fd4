import type { Notification } from '@huaren/contract';
import {
  articleCommentPath,
  articleDetailPath,
  postCommentPath,
  postDetailPath,
} from '../nav/paths';

/** Where a notice leads: a reply or comment opens its thread; anything else opens the item. */
export function noticeTargetPath(target: NonNullable<Notification['target']>): string {
  if (target.type === 'post') {
    return target.entryId === null ? postDetailPath(target.id) : postCommentPath(target.id);
  }
  return target.entryId === null ? articleDetailPath(target.id) : articleCommentPath(target.id);
}
