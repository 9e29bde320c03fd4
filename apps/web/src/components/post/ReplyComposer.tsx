import { REPLY_MAX, replyContentField, type Reply } from '@huaren/contract';
import { Button, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { usePostReplyMutation } from '../../api/replies';
import { showErrorToast, showToast } from '../../lib/toast';
import styles from './ReplyComposer.module.css';

interface ReplyComposerProps {
  postId: number;
  /** The reply being answered ("回复 @昵称"), or null for a reply to the post. */
  target: Reply | null;
  onCancelTarget: () => void;
}

/** The reply box at the foot of the comments page: 140 characters with a counter. */
export function ReplyComposer({ postId, target, onCancelTarget }: ReplyComposerProps) {
  const [text, setText] = useState('');
  const send = usePostReplyMutation(postId);

  const submit = () => {
    const parsed = replyContentField.safeParse(text);
    if (!parsed.success) return showErrorToast(parsed.error.issues[0]?.message ?? '请输入回复内容');
    send.mutate(
      { content: parsed.data, replyId: target?.id },
      {
        onSuccess: () => {
          setText('');
          onCancelTarget();
          showToast('回复成功');
        },
      },
    );
  };

  return (
    <form
      className={styles.box}
      data-testid="reply-composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {target && (
        <p className={styles.target}>
          回复 @{target.author.nickName}
          <button type="button" className={styles.cancel} onClick={onCancelTarget}>
            取消
          </button>
        </p>
      )}
      <div className={styles.row}>
        <label className="visually-hidden" htmlFor="reply-content">
          回复内容
        </label>
        <TextArea
          id="reply-content"
          className={styles.input}
          value={text}
          onChange={setText}
          placeholder={target ? `回复 @${target.author.nickName}` : '写下你的回复…'}
          maxLength={REPLY_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
        <Button
          color="primary"
          type="submit"
          loading={send.isPending}
          disabled={text.trim() === ''}
          data-testid="reply-send"
        >
          发送
        </Button>
      </div>
    </form>
  );
}
