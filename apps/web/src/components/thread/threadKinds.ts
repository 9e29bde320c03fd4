import { commentContentField, replyContentField } from '@huaren/contract';
import type { ThreadKind } from '../../api/threads';
import { commentDrafts, replyDrafts } from '../../lib/textDraft';
import { articleCommentPath, postCommentPath } from '../../nav/paths';

/** How each content kind's thread speaks and where it lives: a post's replies, an article's comments. */
export const threadKinds = {
  post: {
    /** What one entry is called: headings, buttons and empty texts speak of it. */
    noun: '回复',
    /** Names the test ids: `reply` gives reply-thread, reply-list, reply-composer… */
    testId: 'reply',
    field: replyContentField,
    drafts: replyDrafts,
    /** The page with all of the thread, where one also writes. */
    allPath: postCommentPath,
    missing: '帖子不存在',
    /** Whether entries can be deleted from their thread (those with canDelete). */
    deletable: false,
  },
  article: {
    noun: '评论',
    testId: 'comment',
    field: commentContentField,
    drafts: commentDrafts,
    allPath: articleCommentPath,
    missing: '文章不存在',
    deletable: true,
  },
} as const satisfies Record<ThreadKind, unknown>;
