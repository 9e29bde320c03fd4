import { z } from '../z';
import { addedUserCall, defineCall } from '../define-call';
import { myListCall, pagedList } from '../paging';
import { Code } from '../protocol/codes';
import { ArticleComment, CommentThread, MyComment } from './article';
import { articleIdField, commentContentField, commentIdField } from './fields';

/** Comments on articles: plain text, threaded one level like post replies. */

export const commentList = defineCall('GET /v1/user/comment_list/', {
  ...pagedList(CommentThread, {
    articleId: articleIdField,
    /** Omitted: top-level comments, newest first, each with its first replies. Given: that comment's replies, oldest first. */
    parentId: commentIdField.optional(),
  }),
  auth: 'visitor',
  summary:
    "A visible article's comments: top-level ones newest first, each with `childCount` and its first 3 replies; pass `parentId` to page through one comment's replies (oldest first, `children` empty)",
  added: true,
  codes: [Code.notFound],
});

export const newComment = addedUserCall('POST /v1/user/comment/new/', {
  input: z.object({
    articleId: articleIdField,
    content: commentContentField,
    /** Answer this comment; an answer to a reply hangs under the same top-level comment. */
    commentId: commentIdField.optional(),
  }),
  output: ArticleComment,
  summary:
    'Comment on a published article, or answer one of its comments (one level of threading, as post replies)',
  codes: [Code.notFound, Code.tooManyRequests],
});

export const deleteComment = defineCall('POST /v1/user/comment/delete/', {
  input: z.object({ id: commentIdField }),
  output: z.object({}),
  auth: 'user',
  summary:
    "Delete a comment the caller wrote, or any comment under the caller's own article; a top-level comment takes its replies with it. Anyone else's answers 404",
  codes: [Code.notFound],
});

export const myCommentList = myListCall(
  '/v1/user/my_comment_list/',
  MyComment,
  'Comments the caller wrote, newest first, each with its article id and title',
);
