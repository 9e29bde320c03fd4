import type { AdminContentItem, ContentAction, ContentType } from '@huaren/contract';
import { Tag } from 'antd-mobile';
import { useSetContentStatusMutation } from '../../api/adminContent';
import { articleDetailPath } from '../../nav/paths';
import { postDetailPath } from '../../nav/paths';
import { AppLink } from '../AppLink';
import { StatusBadge } from '../post/StatusBadge';
import { CardAction } from './CardAction';
import styles from './Card.module.css';
import { TYPE_LABEL } from './contentText';
import { adminTime } from './format';
import { PersonLink } from './PersonLink';
import type { ReasonRequest } from './ReasonDialog';
import { RecommendControl } from './RecommendControl';

/** What each status allows (the server answers 409 to anything else). */
const ACTIONS_BY_STATUS: Partial<Record<AdminContentItem['status'], ContentAction[]>> = {
  published: ['hide'],
  hidden: ['restore'],
  pending: ['approve'],
};

const ACTION_TEXT: Record<ContentAction, { label: string; done: string; danger?: boolean }> = {
  hide: { label: '隐藏', done: '已隐藏', danger: true },
  restore: { label: '恢复', done: '已恢复' },
  approve: { label: '通过', done: '已通过审核' },
};

/** The public page of a post or article, or of what a reply or comment is under. */
function publicPath(type: ContentType, id: number): string | null {
  if (type === 'post') return postDetailPath(id);
  if (type === 'article') return articleDetailPath(id);
  return null;
}

interface ContentCardProps {
  item: AdminContentItem;
  onAsk: (request: ReasonRequest) => void;
}

/** A post, article, reply or comment with its status, author and the actions its status allows. */
export function ContentCard({ item, onAsk }: ContentCardProps) {
  const setStatus = useSetContentStatusMutation(item.type);
  const target = item.parent ?? { type: item.type, id: item.id };
  const link = item.status === 'published' ? publicPath(target.type, target.id) : null;
  const ask = (action: ContentAction) => {
    const text = ACTION_TEXT[action];
    onAsk({
      title: `${text.label}${TYPE_LABEL[item.type]}`,
      description: `“${item.title}”`,
      confirmText: text.label,
      danger: text.danger,
      doneText: text.done,
      run: (reason) => setStatus.mutateAsync({ id: item.id, action, reason }),
    });
  };
  return (
    <li className={styles.card} data-testid="content-card" data-id={item.id}>
      <div className={styles.tags}>
        <Tag color="primary" fill="outline">
          {TYPE_LABEL[item.type]} #{item.id}
        </Tag>
        <StatusBadge status={item.status} />
        {item.recommendedUntil && (
          <Tag color="warning">推荐至 {item.recommendedUntil.slice(0, 10)}</Tag>
        )}
      </div>
      <h3 className={styles.title}>
        {item.parent && `${item.parent.type === 'post' ? '回复' : '评论'}：`}
        {link ? (
          <AppLink to={link} className={styles.link}>
            {item.title}
          </AppLink>
        ) : (
          item.title
        )}
      </h3>
      <p className={styles.text}>{item.excerpt}</p>
      <div className={styles.meta}>
        <span>
          作者 <PersonLink person={item.author} />
        </span>
        <span>{adminTime(item.createdAt)}</span>
      </div>
      {item.statusReason && <p className={styles.note}>原因：{item.statusReason}</p>}
      <div className={styles.actions}>
        {item.type === 'post' && item.status === 'published' && (
          <RecommendControl item={item} onAsk={onAsk} />
        )}
        {(ACTIONS_BY_STATUS[item.status] ?? []).map((action) => (
          <CardAction
            key={action}
            label={ACTION_TEXT[action].label}
            target={item.title}
            danger={ACTION_TEXT[action].danger}
            onClick={() => ask(action)}
          />
        ))}
      </div>
    </li>
  );
}
