import type { OutputOf, adminMessageReport } from '@huaren/contract';
import styles from './Card.module.css';
import { adminTime } from './format';

type ReportedMessage = OutputOf<typeof adminMessageReport>['messages'][number];

const CONTACT_LABEL = '联系方式卡片';

/** The copies of the messages a reporter chose, as they were sent: never the conversation. */
export function ReportedCopies({ messages }: { messages: ReportedMessage[] }) {
  return (
    <ol className={styles.copies} aria-label="举报的消息" data-testid="message-report-copies">
      {messages.map((m) => (
        <li key={m.id} className={styles.note}>
          <span className={styles.meta}>
            {m.sender.nickName}（ID {m.sender.id}），{adminTime(m.createdAt)}
          </span>
          {m.kind === 'image' && m.imageUrl ? (
            <img
              className={styles.photo}
              src={m.imageUrl}
              alt={`${m.sender.nickName} 发送的图片`}
            />
          ) : (
            <p className={styles.text}>
              {m.kind === 'contact' ? `${CONTACT_LABEL}：` : ''}
              {m.text}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
