import {
  NOT_IN_APP,
  NOTIFICATION_TYPE_LABELS,
  type NotificationPref,
  type NotificationType,
} from '@huaren/contract';
import { Switch } from 'antd-mobile';
import { List, ListItem } from '../../../components/List';
import { QueryView } from '../../../components/AsyncView';
import {
  useNotificationSettingsQuery,
  useSaveNotificationSettingMutation,
} from '../../../notifications/api';
import { PushToggle } from '../../../notifications/PushToggle';

const CHANNELS = [
  { key: 'inApp', label: '站内消息' },
  { key: 'email', label: '每日邮件' },
  { key: 'push', label: '浏览器推送' },
] as const;

/** A kind's switches: private messages have their own list and badge, so no 站内消息 for them. */
const channelsOf = (type: NotificationType) =>
  NOT_IN_APP.includes(type) ? CHANNELS.filter((c) => c.key !== 'inApp') : CHANNELS;

/** Where each kind of notice reaches me: in the app, the daily e-mail, the browser (issue 18). */
export default function NoticeSettingsPage() {
  const settings = useNotificationSettingsQuery();
  const save = useSaveNotificationSettingMutation();
  return (
    <QueryView query={settings}>
      <PushToggle />
      {settings.data?.list.map((pref: NotificationPref) => (
        <List
          key={pref.type}
          header={NOTIFICATION_TYPE_LABELS[pref.type]}
          testId={`pref-${pref.type}`}
        >
          {channelsOf(pref.type).map((channel) => (
            <ListItem
              key={channel.key}
              title={channel.label}
              extra={
                <Switch
                  checked={pref[channel.key]}
                  disabled={save.isPending}
                  aria-label={`${NOTIFICATION_TYPE_LABELS[pref.type]}：${channel.label}`}
                  onChange={(on) => save.mutate({ ...pref, [channel.key]: on })}
                />
              }
            />
          ))}
        </List>
      ))}
    </QueryView>
  );
}
