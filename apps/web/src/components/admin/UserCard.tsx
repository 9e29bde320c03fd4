import type { AdminUser } from '@huaren/contract';
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './Card.module.css';
import { adminTime } from './format';
import { PersonLink } from './PersonLink';

/** A user's contacts, role, status and counts; `actions` below (the detail page's ban button). */
export function UserCard({ user, actions }: { user: AdminUser; actions?: ReactNode }) {
  const contacts = [user.email, user.phone, user.wechat && `微信 ${user.wechat}`].filter(Boolean);
  return (
    <li className={styles.card} data-testid="admin-user" data-user-id={user.id}>
      <div className={styles.tags}>
        {user.role === 'admin' && <Tag color="primary">管理员</Tag>}
        {user.status === 'banned' ? (
          <Tag color="danger">已封禁</Tag>
        ) : (
          <Tag color="success">正常</Tag>
        )}
      </div>
      <h3 className={styles.title}>
        <PersonLink person={user} />
      </h3>
      <p className={styles.text}>{contacts.join(' · ') || '无联系方式'}</p>
      <div className={styles.meta}>
        <span>注册于 {adminTime(user.createdAt)}</span>
        <span>信息 {user.postCount}</span>
        <span>文章 {user.articleCount}</span>
      </div>
      {user.banReason && <p className={styles.note}>封禁原因：{user.banReason}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </li>
  );
}
