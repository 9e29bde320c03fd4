import { confirm } from '../lib/confirm';

/** The one question before a block, wherever it is made: what it does, and where it is undone. */
export function confirmBlock(nickName: string): Promise<boolean> {
  return confirm(
    `屏蔽「${nickName}」后，你将看不到 TA 的帖子、文章、回复和评论，TA 也不能回复你或给你发私信。可在“设置 › 黑名单”中解除。`,
    '屏蔽',
  );
}
