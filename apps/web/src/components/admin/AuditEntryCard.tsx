import type { AuditEntry } from '@huaren/contract';
import { Tag } from 'antd-mobile';
import { auditChanges } from './auditChanges';
import styles from './Card.module.css';
import { AUDIT_ACTION_LABEL, AUDIT_TARGET_LABEL } from './contentText';
import { adminTime } from './format';
import { PersonLink } from './PersonLink';

/** One admin action: who, what, on which target, why, and the values it changed, in words. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  return (
    <li className={styles.card} data-testid="audit-entry" data-action={entry.action}>
      <div className={styles.tags}>
        <Tag color="primary" fill="outline">
          {AUDIT_ACTION_LABEL[entry.action]}
        </Tag>
        <Tag color="default" fill="outline">
          {AUDIT_TARGET_LABEL[entry.targetType]} {entry.targetId}
        </Tag>
      </div>
      <div className={styles.meta}>
        <span>{entry.actor ? <PersonLink person={entry.actor} /> : '命令行'}</span>
        <span>{adminTime(entry.createdAt)}</span>
      </div>
      {entry.reason && <p className={styles.text}>原因：{entry.reason}</p>}
      {auditChanges(entry).map((line) => (
        <p key={line} className={styles.note}>
          {line}
        </p>
      ))}
    </li>
  );
}
