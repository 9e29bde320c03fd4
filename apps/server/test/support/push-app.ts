import { Code, subscribePush } from '@huaren/contract';
import webpush from 'web-push';
import { afterAll, beforeAll } from 'vitest';
import { useTestApp, type TestApp } from './app';
import { createPushService, type TestBrowser } from './push-service';

/**
 * A test app whose Web Push goes to the local push service stand-in, signed with fresh VAPID
 * keys; call at the top of a test file (it registers the service's start and stop).
 */
export function usePushTestApp(env: Record<string, string> = {}) {
  const service = createPushService();
  const vapid = webpush.generateVAPIDKeys();
  const ctx = useTestApp({
    env: {
      ...env,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
    },
    pushAgent: service.agent,
  });
  beforeAll(() => service.listen());
  afterAll(() => service.close());

  return {
    ctx,
    service,
    vapid,
    async subscribe(t: TestApp, token: string, browser: TestBrowser): Promise<void> {
      const res = await t.client.call(subscribePush, browser.subscription, { token });
      if (res.code !== Code.ok) throw new Error(`subscribe: ${res.code} ${res.reason}`);
    },
    /** What the push service received for this browser since the test began. */
    pushesTo: (browser: TestBrowser) =>
      service.received.filter((r) => browser.subscription.endpoint.endsWith(r.path)),
  };
}
