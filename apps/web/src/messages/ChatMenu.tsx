import { MESSAGE_REPORT_MAX, REPORT_REASONS, type Conversation } from '@huaren/contract';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useAppNavigator } from '../nav/appNavigator';
import { MessagePath } from '../nav/paths';
import { confirm } from '../lib/confirm';
import { showToast } from '../lib/toast';
import { useSetBlockMutation } from '../blocks/api';
import { confirmBlock } from '../blocks/confirmBlock';
import { useDeleteConversationMutation, useMuteMutation, useReportMutation } from './api';
import styles from './ChatMenu.module.css';

interface ChatMenuProps {
  conversation: Conversation;
  /** The other person's messages on screen, newest first: what a report sends. */
  theirMessageIds: number[];
  visible: boolean;
  onClose: () => void;
}

/** A conversation's actions: mute, block, report, delete for me. */
export function ChatMenu({ conversation, theirMessageIds, visible, onClose }: ChatMenuProps) {
  const navigator = useAppNavigator();
  const [reporting, setReporting] = useState(false);
  const mute = useMuteMutation(conversation.id);
  const block = useSetBlockMutation();
  const remove = useDeleteConversationMutation(conversation.id);
  const report = useReportMutation(conversation.id);
  const name = conversation.other.nickName;

  const toggleBlock = async () => {
    const blocked = !conversation.blocked;
    if (blocked && !(await confirmBlock(name))) return;
    block.mutate(
      { userId: conversation.other.id, blocked },
      { onSuccess: () => showToast(blocked ? '已屏蔽' : '已取消屏蔽') },
    );
    onClose();
  };
  const deleteForMe = async () => {
    if (!(await confirm('删除后，这些消息将从你的私信中移除（对方仍可看到）。', '删除'))) return;
    remove.mutate(undefined, { onSuccess: () => void navigator.redirectTo(MessagePath.list) });
  };
  const sendReport = (reason: string) =>
    report.mutate(
      { reason, messageIds: theirMessageIds.slice(0, MESSAGE_REPORT_MAX) },
      {
        onSuccess: () => {
          showToast('举报已提交，我们会尽快处理');
          setReporting(false);
          onClose();
        },
      },
    );

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      {reporting ? (
        <div data-testid="chat-report">
          <p className={styles.title}>举报「{name}」的最近消息</p>
          {REPORT_REASONS.map((reason) => (
            <Button key={reason} block fill="none" onClick={() => sendReport(reason)}>
              {reason}
            </Button>
          ))}
        </div>
      ) : (
        <div data-testid="chat-menu">
          <Button
            block
            fill="none"
            onClick={() => {
              mute.mutate(!conversation.muted);
              onClose();
            }}
            data-testid="chat-mute"
          >
            {conversation.muted ? '取消免打扰' : '消息免打扰'}
          </Button>
          <Button block fill="none" onClick={() => void toggleBlock()} data-testid="chat-block">
            {conversation.blocked ? '取消屏蔽' : '屏蔽对方'}
          </Button>
          {theirMessageIds.length > 0 && (
            <Button
              block
              fill="none"
              onClick={() => setReporting(true)}
              data-testid="chat-report-open"
            >
              举报
            </Button>
          )}
          <Button
            block
            fill="none"
            color="danger"
            onClick={() => void deleteForMe()}
            data-testid="chat-delete"
          >
            删除会话
          </Button>
          <Button block fill="none" onClick={onClose}>
            取消
          </Button>
        </div>
      )}
    </Popup>
  );
}
