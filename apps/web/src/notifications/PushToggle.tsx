import { Switch } from 'antd-mobile';
import { List, ListItem } from '../components/List';
import { showErrorToast, showToast } from '../lib/toast';
import { PushDenied, usePushMutation, usePushState } from './push';

/**
 * This browser's push switch (decision 0027), above the per-kind choices: shown only where the
 * browser can push and the server has VAPID keys.
 */
export function PushToggle() {
  const push = usePushState();
  const toggle = usePushMutation(push.publicKey);
  if (!push.shown) return null;
  const change = (on: boolean) =>
    toggle.mutate(on, {
      onSuccess: () => showToast(on ? '已开启推送' : '已关闭推送'),
      onError: (error) =>
        showErrorToast(
          error instanceof PushDenied ? '浏览器未允许通知，请在浏览器设置中开启' : error.message,
        ),
    });
  return (
    <List header="浏览器推送" testId="push-device">
      <ListItem
        title="在此浏览器接收推送"
        description="开启后，下方选中“浏览器推送”的消息会即时提醒"
        extra={
          <Switch
            checked={push.subscribed}
            loading={toggle.isPending}
            aria-label="在此浏览器接收推送"
            onChange={change}
          />
        }
      />
    </List>
  );
}
