import type { ReportAction, ReportCase } from '@huaren/contract';
import { Tag } from 'antd-mobile';
import { useResolveReportMutation } from '../../api/adminReports';
import { StatusBadge } from '../post/StatusBadge';
import { CardAction } from './CardAction';
import styles from './Card.module.css';
import { adminTime } from './format';
import { PersonLink } from './PersonLink';
import type { ReasonRequest } from './ReasonDialog';

interface ActionText {
  label: string;
  title: string;
  description: string;
  done: string;
  danger?: boolean;
}

export const REPORT_ACTION: Record<ReportAction, ActionText> = {
  dismiss: {
    label: '忽略',
    title: '忽略举报',
    description: '信息保持原状；因举报被自动隐藏的会重新发布。',
    done: '已忽略',
  },
  hide: {
    label: '隐藏',
    title: '隐藏信息',
    description: '信息从列表和搜索中消失，作者可在我的发布中看到原因。',
    done: '已隐藏',
  },
  delete: {
    label: '删除',
    title: '删除信息',
    description: '信息被删除，作者可在我的发布中看到原因。',
    done: '已删除',
    danger: true,
  },
  ban: {
    label: '封禁作者',
    title: '封禁作者',
    description: '隐藏这条信息并封禁作者：其登录立即失效，无法再登录。',
    done: '已封禁作者',
    danger: true,
  },
};

const ACTIONS: readonly ReportAction[] = ['dismiss', 'hide', 'delete', 'ban'];

interface ReportCaseCardProps {
  report: ReportCase;
  onAsk: (request: ReasonRequest) => void;
}

/** One reported post: who reported it, why, and (open) the four ways to close the case. */
export function ReportCaseCard({ report, onAsk }: ReportCaseCardProps) {
  const resolve = useResolveReportMutation();
  const { post, resolution } = report;
  const ask = (action: ReportAction) => {
    const text = REPORT_ACTION[action];
    onAsk({
      title: text.title,
      description: `“${post.title}”：${text.description}`,
      confirmText: text.label,
      danger: text.danger,
      doneText: text.done,
      run: (reason) => resolve.mutateAsync({ caseId: report.id, action, reason }),
    });
  };
  return (
    <li className={styles.card} data-testid="report-case" data-post-id={post.id}>
      <div className={styles.tags}>
        <StatusBadge status={post.status} />
        {report.autoHidden && <Tag color="danger">自动隐藏</Tag>}
        <Tag color="warning">{report.reporterCount} 人举报</Tag>
      </div>
      <h3 className={styles.title}>{post.title}</h3>
      <p className={styles.text}>{post.excerpt}</p>
      <div className={styles.meta}>
        <span>
          作者 <PersonLink person={post.author} />
        </span>
        <span>首次举报 {adminTime(report.firstReportedAt)}</span>
        <span>最近举报 {adminTime(report.lastReportedAt)}</span>
      </div>
      <div className={styles.tags} aria-label="举报原因">
        {report.reasons.map(({ reason, count }) => (
          <Tag key={reason} color="default" fill="outline">
            {reason} × {count}
          </Tag>
        ))}
      </div>
      {report.texts.map((t) => (
        <p key={`${t.reporter.id}-${t.createdAt}`} className={styles.note}>
          “{t.text}” —— {t.reporter.nickName}，{adminTime(t.createdAt)}
        </p>
      ))}
      {resolution ? (
        <p className={styles.note} data-testid="report-resolution">
          {REPORT_ACTION[resolution.action].done}：{resolution.reason}（{resolution.admin.nickName}
          ，{adminTime(resolution.at)}）
        </p>
      ) : (
        <div className={styles.actions}>
          {ACTIONS.map((action) => (
            <CardAction
              key={action}
              label={REPORT_ACTION[action].label}
              target={post.title}
              danger={REPORT_ACTION[action].danger}
              solid={action !== 'dismiss'}
              onClick={() => ask(action)}
            />
          ))}
        </div>
      )}
    </li>
  );
}
