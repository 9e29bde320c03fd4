import type { Notification } from '@huaren/contract';
import { articleCommentPath, articleDetailPath } from '../app/articlePaths';
import { postCommentPath, postDetailPath } from '../app/postPaths';

/** The 消息 pages (issue 18), reached from 我的. */
export const NoticePath = {
  list: '/pages/user/notice/index',
  settings: '/pages/user/notice/setting',
} as const;

/** Where a notice leads: a reply or comment opens its thread; anything else opens the item. */
export function noticeTargetPath(target: NonNullable<Notification['target']>): string {
  if (target.type === 'post') {
    return target.entryId === null ? postDetailPath(target.id) : postCommentPath(target.id);
  }
  return target.entryId === null ? articleDetailPath(target.id) : articleCommentPath(target.id);
}
