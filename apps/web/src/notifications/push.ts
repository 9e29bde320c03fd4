import { callPaths as routes } from '@huaren/contract/call-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../api/client';
import { noticeKeys } from './api';

/** Whether this browser can receive Web Push at all (a service worker, PushManager, notices). */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The app's service worker (registered in production builds only), or undefined. */
function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

const pushKeys = {
  config: [...noticeKeys.all, 'push', 'config'] as const,
  state: [...noticeKeys.all, 'push', 'state'] as const,
};

/**
 * What the push switch needs: the server's VAPID key (null: push is off on the server) and
 * whether this browser is subscribed. Nothing is asked where the browser cannot push.
 */
export function usePushState() {
  const supported = pushSupported();
  const config = useQuery({
    queryKey: pushKeys.config,
    queryFn: ({ signal }) => request(routes.pushConfig, {}, { signal }),
    enabled: supported,
    staleTime: Infinity,
  });
  const state = useQuery({
    queryKey: pushKeys.state,
    queryFn: async () => {
      const reg = await registration();
      if (!reg) return { available: false, subscribed: false };
      return { available: true, subscribed: (await reg.pushManager.getSubscription()) !== null };
    },
    enabled: supported && Boolean(config.data?.publicKey),
  });
  const shown = Boolean(config.data?.publicKey) && state.data?.available === true;
  return { shown, subscribed: state.data?.subscribed ?? false, publicKey: config.data?.publicKey };
}

/** Thrown when the reader (or the browser's settings) refuses notifications. */
export class PushDenied extends Error {}

/**
 * Turns push on in this browser (asks for permission, subscribes with the server's key, sends the
 * subscription to the server) or off (unsubscribes here and there).
 */
export function usePushMutation(publicKey: string | null | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      if (!(await registration())) throw new PushDenied();
      // Subscribing needs the worker active, not only registered.
      const reg = await navigator.serviceWorker.ready;
      const current = await reg.pushManager.getSubscription();
      if (!on) {
        if (!current) return;
        await request(routes.unsubscribePush, { endpoint: current.endpoint });
        await current.unsubscribe();
        return;
      }
      if ((await Notification.requestPermission()) !== 'granted') throw new PushDenied();
      const sub =
        current ??
        (await reg.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: publicKey ?? undefined,
        }));
      const { endpoint, keys } = sub.toJSON();
      await request(routes.subscribePush, {
        endpoint: endpoint ?? '',
        keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: pushKeys.state }),
  });
}

/**
 * At logout: this browser stops receiving the account's pushes (a shared computer must not show
 * the last reader's notices). Never fails: offline, the subscription still ends here, and the
 * server drops it once the push service calls it gone.
 */
export async function stopPushHere(): Promise<void> {
  if (!pushSupported()) return;
  const sub = await (await registration())?.pushManager.getSubscription();
  if (!sub) return;
  await request(routes.unsubscribePush, { endpoint: sub.endpoint }, { silent: true }).catch(
    () => undefined,
  );
  await sub.unsubscribe().catch(() => false);
}
