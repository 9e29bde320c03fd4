import { replyContentField, type Reply } from '@huaren/contract';
import { usePostReplyMutation } from '../../api/replies';
import { replyDrafts } from '../../lib/textDraft';
import { showToast } from '../../lib/toast';
import { TextComposer } from '../TextComposer';

interface ReplyComposerProps {
  postId: number;
  /** The reply being answered ("回复 @昵称"), or null for a reply to the post. */
  target: Reply | null;
  onCancelTarget: () => void;
}

/** The reply box at the foot of a post's replies page. */
export function ReplyComposer({ postId, target, onCancelTarget }: ReplyComposerProps) {
  const send = usePostReplyMutation(postId);
  return (
    <TextComposer
      id="reply-content"
      label="回复内容"
      placeholder="写下你的回复…"
      targetName={target?.author.nickName ?? null}
      onCancelTarget={onCancelTarget}
      field={replyContentField}
      pending={send.isPending}
      error={send.error}
      draft={{ store: replyDrafts, id: postId }}
      send={(content, sent) =>
        send.mutate(
          { content, replyId: target?.id },
          {
            onSuccess: () => {
              sent();
              showToast('回复成功');
            },
          },
        )
      }
      testId="reply-composer"
      sendTestId="reply-send"
    />
  );
}
