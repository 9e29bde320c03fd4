import { type ThreadKind, useSendThreadEntryMutation } from '../../api/threads';
import { useLoggedIn } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { LoginPrompt } from '../post/LoginPrompt';
import { TextComposer } from '../TextComposer';
import { threadKinds } from './threadKinds';

interface ThreadComposerProps {
  kind: ThreadKind;
  /** The post's or article's id. */
  id: number;
  /** The entry being answered ("回复 @昵称"), or null for one on the post or article. */
  target: { id: number; author: { nickName: string } } | null;
  onCancelTarget: () => void;
}

/** The box at the foot of a post's replies or an article's comments; a visitor is asked to log in. */
export function ThreadComposer({ kind, id, target, onCancelTarget }: ThreadComposerProps) {
  const { noun, testId, loadField, drafts } = threadKinds[kind];
  const send = useSendThreadEntryMutation(kind, id);
  if (!useLoggedIn()) return <LoginPrompt text={`登录后参与${noun}`} />;
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
