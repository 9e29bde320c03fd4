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
    /** The contract's field, loaded when a text is sent: the pages that show a thread are entry pages, and zod is not theirs to load. */
    loadField: () => import('@huaren/contract/posts/fields').then((m) => m.replyContentField),
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
    loadField: () => import('@huaren/contract/articles/fields').then((m) => m.commentContentField),
    drafts: commentDrafts,
    allPath: articleCommentPath,
    missing: '文章不存在',
    deletable: true,
  },
} as const satisfies Record<ThreadKind, unknown>;
