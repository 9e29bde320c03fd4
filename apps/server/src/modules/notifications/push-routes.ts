import { Code, pushConfig, subscribePush, unsubscribePush } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { createPushSubscriptionRepository } from '../../core/notifications/push-subscription.repository';
import { Refusal } from '../../lib/envelope';
import { registerUserCall } from '../../lib/register-call';

/** A browser turning push on or off (decision 0027); push is off when the server has no keys. */
export function pushRoutes(app: FastifyInstance) {
  const subscriptions = createPushSubscriptionRepository(app.db);

  registerUserCall(app, pushConfig, () => ({ publicKey: app.webPush?.publicKey ?? null }));
  registerUserCall(app, subscribePush, async ({ input, user }) => {
    if (!app.webPush) throw new Refusal(Code.invalid, '本站未开启浏览器推送');
    await subscriptions.save(user.id, input, app.now());
    return {};
  });
  registerUserCall(app, unsubscribePush, async ({ input, user }) => {
    await subscriptions.remove(user.id, input.endpoint);
    return {};
  });
}
