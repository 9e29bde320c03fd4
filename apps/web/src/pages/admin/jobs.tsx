import { useFailedJobsQuery } from '../../api/adminJobs';
import { FailedJobCard } from '../../components/admin/FailedJobCard';
import { AdminFeed } from '../../components/admin/AdminFeed';

/** Background jobs that failed every attempt (decision 0024), each with 重试. */
export default function AdminJobsPage() {
  const jobs = useFailedJobsQuery();
  return (
    <AdminFeed
      query={jobs}
      empty="没有失败的任务"
      emptyNote="发送失败的验证码、消息和推送会在重试用尽后出现在这里。"
      testId="failed-jobs"
      card={(job) => <FailedJobCard job={job} />}
    />
  );
}
