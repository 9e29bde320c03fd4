import type { AdminJob } from '@huaren/contract';
import { Button, Tag } from 'antd-mobile';
import { useRetryJobsMutation } from '../../api/adminJobs';
import { showErrorToast, showToast } from '../../lib/toast';
import styles from './Card.module.css';
import { adminTime } from './format';

/** What a job of each kind does, as the console names it; an unknown kind shows as it is. */
const KIND_LABEL: Record<string, string> = {
  'message.send': '发送验证码/通知',
  notify: '生成消息',
  'notifications.digest': '每日消息邮件',
  'push.send': '浏览器推送',
};

/** A job that failed every attempt: what it was for, how often it was tried, its last error. */
export function FailedJobCard({ job }: { job: AdminJob }) {
  const retry = useRetryJobsMutation();
  const onRetry = () =>
    retry.mutate([job.id], {
      onSuccess: () => showToast('已重新排队'),
      onError: (error) => showErrorToast(error.message),
    });
  return (
    <li className={styles.card} data-testid="failed-job">
      <div className={styles.tags}>
        <Tag color="danger" fill="outline">
          {KIND_LABEL[job.kind] ?? job.kind}
        </Tag>
        <Tag color="default" fill="outline">
          任务 {job.id}
        </Tag>
      </div>
      <p className={styles.title}>{job.summary}</p>
      <div className={styles.meta}>
        <span>已尝试 {job.attempts} 次</span>
        <span>创建 {adminTime(job.createdAt)}</span>
        <span>失败 {adminTime(job.failedAt)}</span>
      </div>
      {job.lastError && <p className={styles.note}>错误：{job.lastError}</p>}
      <div className={styles.actions}>
        <Button
          size="small"
          color="primary"
          fill="outline"
          loading={retry.isPending}
          onClick={onRetry}
          aria-label={`重试任务 ${job.id}`}
          data-testid="failed-job-retry"
        >
          重试
        </Button>
      </div>
    </li>
  );
}
