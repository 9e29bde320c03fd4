import { likeToggleCall } from '../content/calls';
import { z } from '../z';
import { defineCall } from '../define-call';
import { myListCall, pagedList } from '../paging';
import { Code } from '../protocol/codes';
import { idField, postIdField } from '../ids';
import { replyContentField, ReportReason, reportTextField } from './fields';
import { MyReply, PostListItem, Reply, ReplyThread } from './post';

/** Replies, likes and reports on posts (spec section 7); docs/decisions/0006-posts.md. */

const postIdInput = postIdField;

export const postReply = defineCall('POST /v1/user/post/reply/', {
  input: z.object({
    postId: postIdInput,
    content: replyContentField,
    /** Answer this reply; a reply to a child hangs under the same top-level reply. */
    replyId: idField('回复').optional(),
  }),
  output: Reply,
  auth: 'user',
  summary:
    'Reply to a published post, or to one of its replies (one level of threading: a reply to a child attaches to its top-level reply and records whom it answers)',
  codes: [Code.notFound, Code.tooManyRequests],
});

export const replyList = defineCall('GET /v1/user/reply_list/', {
  ...pagedList(ReplyThread, {
    postId: postIdInput,
    /** Omitted: top-level replies, newest first, each with its first children. Given: that reply's children, oldest first. */
    parentId: idField('回复').optional(),
  }),
  auth: 'visitor',
  summary:
    "A visible post's replies: top-level ones newest first, each with `childCount` and its first 3 children; pass `parentId` to page through one reply's children (oldest first, `children` empty)",
  codes: [Code.notFound],
});

export const MyReplyType = z.enum(['mine', 'received'], { error: '回复类型不正确' });
export type MyReplyType = z.infer<typeof MyReplyType>;

export const myReply = defineCall('GET /v1/user/my_reply/', {
  ...pagedList(MyReply, { type: MyReplyType.default('mine') }),
  auth: 'user',
  summary:
    "`type=mine` (default): replies the caller wrote; `type=received`: others' replies to the caller's posts or answering the caller's replies. Newest first, each with its post's id and title",
});

export const postLike = likeToggleCall({
  path: '/v1/user/post/like/',
  idKey: 'postId',
  idField: postIdInput,
  summary: "Toggle the caller's like of a visible post; answers the new state and count",
});

export const myLikePost = myListCall(
  '/v1/user/my_like_post/',
  PostListItem,
  'Posts the caller likes, most recently liked first (hidden and deleted posts drop out; expired ones show as expired)',
);

export const reportPost = defineCall('POST /v1/user/report_post/', {
  input: z.object({ postId: postIdInput, reason: ReportReason, text: reportTextField }),
  output: z.object({}),
  auth: 'user',
  summary: `Report a post with a reason from the fixed list and optional text; once per user per post (the second answers 409); never the author's own post (400)`,
  codes: [Code.notFound, Code.conflict],
});
