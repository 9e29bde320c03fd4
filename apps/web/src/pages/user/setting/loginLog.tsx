import { formatDate } from '@huaren/contract';
import { useLoginLogsQuery } from '../../../api/loginLogs';
import { CardFeed } from '../../../components/CardFeed';
import { List, ListItem } from '../../../components/List';
import { addressPlace } from '../../../lib/addressPlace';

/** 登录记录: each login or failed attempt with its time, place and device, newest first. */
export default function LoginLogPage() {
  const logs = useLoginLogsQuery();
  return (
    <CardFeed
      query={logs}
      empty={{ title: '还没有登录记录' }}
      testId="login-logs"
      list={List}
      card={(log) => (
        <ListItem
          title={formatDate(log.time, 'yyyy-mm-dd hh:MM')}
          description={`${addressPlace(log.ip)} · ${log.device}`}
          extra={log.success ? '登录成功' : '登录失败'}
        />
      )}
    />
  );
}
