import type { MyReply, Reply, ReplyThread } from '@huaren/contract';
import type { MyReplyRow, ReplyRow } from './reply.repository';

export function presentReply(row: ReplyRow): Reply {
  return {
    id: row.id,
    postId: row.post_id,
    parentId: row.parent_id,
    replyTo:
      row.reply_to_user_id !== null
        ? { id: row.reply_to_user_id, nickName: row.reply_to_nick_name ?? '' }
        : null,
    content: row.content,
    author: { id: row.user_id, nickName: row.author_nick_name },
    createdAt: new Date(row.created_at).toISOString(),
    childCount: row.child_count,
  };
}

export function presentThread(row: ReplyRow, children: readonly ReplyRow[]): ReplyThread {
  return { ...presentReply(row), children: children.map(presentReply) };
}

export function presentMyReply(row: MyReplyRow): MyReply {
  return { ...presentReply(row), post: { id: row.post_id, title: row.post_title } };
}
