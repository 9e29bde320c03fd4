import { useFailedJobsQuery } from '../../api/adminJobs';
import { CardList } from '../../components/admin/CardList';
import { FailedJobCard } from '../../components/admin/FailedJobCard';
import { CardFeed } from '../../components/CardFeed';
import { EmptyState } from '../../components/EmptyState';

/** Background jobs that failed every attempt (decision 0024), each with 重试. */
export default function AdminJobsPage() {
  const jobs = useFailedJobsQuery();
  return (
    <CardFeed
      query={jobs}
      empty={
        <EmptyState
          title="没有失败的任务"
          description="发送失败的验证码、消息和推送会在重试用尽后出现在这里。"
          testId="jobs-empty"
        />
      }
      testId="failed-jobs"
      list={CardList}
      card={(job) => <FailedJobCard job={job} />}
    />
  );
}
