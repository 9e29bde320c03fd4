import type { PostClosed } from '@huaren/contract';
import { repliesClosedReason } from '@huaren/contract/posts/closed-kind';
import { type ThreadKind, useSendThreadEntryMutation } from '../../api/threads';
import { useLoggedIn } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { LoginPrompt } from '../post/LoginPrompt';
import { TextComposer } from '../TextComposer';
import styles from '../TextComposer.module.css';
import { threadKinds } from './threadKinds';

interface ThreadComposerProps {
  kind: ThreadKind;
  /** The post's or article's id. */
  id: number;
  /** The entry being answered ("回复 @昵称"), or null for one on the post or article. */
  target: { id: number; author: { nickName: string } } | null;
  onCancelTarget: () => void;
  /** A post's sold, rented or filled mark: replies are closed (decision 0038). */
  closed: PostClosed | null;
}

/**
 * The box at the foot of a post's replies or an article's comments; a visitor is asked to log in.
 * A post marked sold, rented or filled takes no reply (decision 0038): the box gives way to why.
 */
export function ThreadComposer({ kind, id, target, onCancelTarget, closed }: ThreadComposerProps) {
  const { noun, testId, loadField, drafts } = threadKinds[kind];
  const send = useSendThreadEntryMutation(kind, id);
  const loggedIn = useLoggedIn();
  if (closed) {
    return (
      <p className={styles.closed} role="status" data-testid={`${testId}-closed`}>
        {repliesClosedReason(closed.label)}
      </p>
    );
  }
  if (!loggedIn) return <LoginPrompt text={`登录后参与${noun}`} />;
  return (
    <TextComposer
      id={`${testId}-content`}
      label={`${noun}内容`}
      placeholder={`写下你的${noun}…`}
      targetName={target?.author.nickName ?? null}
      onCancelTarget={onCancelTarget}
      loadField={loadField}
      pending={send.isPending}
      error={send.error}
      draft={{ store: drafts, id }}
      send={(content, sent) =>
        send.mutate(
          { content, parentId: target?.id },
          {
            onSuccess: () => {
              sent();
              showToast(target ? '回复成功' : `${noun}成功`);
            },
          },
        )
      }
      testId={`${testId}-composer`}
      sendTestId={`${testId}-send`}
    />
  );
}
