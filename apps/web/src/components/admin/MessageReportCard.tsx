import type { MessageReportItem } from '@huaren/contract';
import { Tag } from 'antd-mobile';
import { useState } from 'react';
import {
  useCloseMessageReportMutation,
  useMessageReportQuery,
} from '../../api/adminMessageReports';
import { CardAction } from './CardAction';
import styles from './Card.module.css';
import { adminTime } from './format';
import { PersonLink } from './PersonLink';
import type { ReasonRequest } from './ReasonDialog';
import { ReportedCopies } from './ReportedCopies';

interface MessageReportCardProps {
  report: MessageReportItem;
  onAsk: (request: ReasonRequest) => void;
}

/**
 * One reported conversation: who reported whom and why. 查看消息 shows only the copies the
 * reporter chose (the read is audited); 处理完毕 closes the report with its outcome.
 */
export function MessageReportCard({ report, onAsk }: MessageReportCardProps) {
  const [open, setOpen] = useState(false);
  const detail = useMessageReportQuery(report.id, open);
  const close = useCloseMessageReportMutation();
  const askClose = () =>
    onAsk({
      title: '处理私信举报',
      description: `举报 #${report.id}：写下处理结果，例如已警告、已封禁或不违规。`,
      confirmText: '处理完毕',
      doneText: '已处理',
      run: (reason) => close.mutateAsync({ id: report.id, reason }),
    });
  return (
    <li className={styles.card} data-testid="message-report" data-report-id={report.id}>
      <div className={styles.tags}>
        <Tag color="warning">举报 #{report.id}</Tag>
        <Tag color="default" fill="outline">
          {report.messageCount} 条消息
        </Tag>
      </div>
      <h3 className={styles.title}>{report.reason}</h3>
      <div className={styles.meta}>
        <span>
          举报人 <PersonLink person={report.reporter} />
        </span>
        <span>
          被举报 <PersonLink person={report.reported} />
        </span>
        <span>{adminTime(report.createdAt)}</span>
      </div>
      {open && detail.data && <ReportedCopies messages={detail.data.messages} />}
      <div className={styles.actions}>
        {!open && (
          <CardAction
            label="查看消息"
            target={`举报 #${report.id}`}
            onClick={() => setOpen(true)}
          />
        )}
        <CardAction label="处理完毕" target={`举报 #${report.id}`} solid onClick={askClose} />
      </div>
    </li>
  );
}
