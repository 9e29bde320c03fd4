import type { Message } from '@huaren/contract';
import { formatPhone } from '../lib/phone';
import styles from './MessageBubble.module.css';

const WARNING_TEXT = {
  scam: '警惕诈骗：不要用礼品卡付款，不要在看房、看货前转定金，不要向海外转账。',
  link: '消息含有网址，已显示为文字。请勿打开陌生链接或在其中填写账号密码。',
} as const;

/**
 * One message: text (links stay text, never links), a photo, or a contact card. The caller's own
 * messages sit on the right with 已读 / 已送达; warnings follow the text they concern.
 */
export function MessageBubble({ message }: { message: Message }) {
  return (
    <li className={message.mine ? styles.mine : styles.theirs} data-testid="message">
      <div className={styles.bubble}>
        {message.kind === 'text' && <p className={styles.text}>{message.text}</p>}
        {message.kind === 'image' && message.image && (
          <a href={message.image.url} target="_blank" rel="noreferrer">
            <img
              className={styles.image}
              src={message.image.thumbUrl}
              width={message.image.width}
              height={message.image.height}
              alt="图片消息"
              data-testid="message-image"
            />
          </a>
        )}
        {message.kind === 'contact' && <ContactCard message={message} />}
      </div>
      {message.warnings.map((w) => (
        <p key={w} className={styles.warning} role="note" data-testid={`message-warning-${w}`}>
          {WARNING_TEXT[w]}
        </p>
      ))}
      {message.mine && (
        <span className={styles.status} data-testid="message-status">
          {message.read ? '已读' : '已送达'}
        </span>
      )}
    </li>
  );
}

function ContactCard({ message }: { message: Message }) {
  const wechat = message.contact === 'wechat';
  const value = message.text ?? '';
  return (
    <div className={styles.card} data-testid="message-contact">
      <span className={styles.cardLabel}>{wechat ? '微信号' : '手机号'}</span>
      <span className={styles.cardValue}>{wechat ? value : formatPhone(value)}</span>
      {!wechat && (
        <a className={styles.cardAction} href={`tel:${value}`}>
          拨打
        </a>
      )}
    </div>
  );
}
