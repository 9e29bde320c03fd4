import type { MyReply, Reply, ReplyThread } from '@huaren/contract';
import { presentEntry, presentListed, presentThread } from '../../core/content/thread.presenter';
import type { ListedThreadRow, ThreadRow } from '../../core/content/thread.repository';

export const presentReply = (row: ThreadRow): Reply => presentEntry(row, 'postId');

export const presentReplyThread = (row: ThreadRow, children: readonly ThreadRow[]): ReplyThread =>
  presentThread(presentReply, row, children);

export const presentMyReply = (row: ListedThreadRow): MyReply =>
  presentListed(presentReply, row, 'post');
