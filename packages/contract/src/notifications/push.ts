import { z } from '../z';
import { addedUserCall } from '../define-call';

/** Web Push (issue 18 item 5, decision 0027): this browser's subscription to the caller's notices. */

/** A push service's address is a URL of a few hundred characters; longer is not one. */
export const PUSH_ENDPOINT_MAX = 1000;
const KEY_MAX = 200;
const badEndpoint = { error: '推送地址不正确' };
const badKey = { error: '推送密钥不正确' };
const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

export const pushConfig = addedUserCall('GET /v1/user/push/config/', {
  input: z.object({}),
  output: z.object({
    /** The server's VAPID public key (base64url) to subscribe with; null: push is off here. */
    publicKey: z.string().nullable(),
  }),
  summary: "The server's VAPID public key for PushManager.subscribe, or null when push is off",
});

/** A browser's PushSubscription as `toJSON()` gives it (the expiration time is not kept). */
export const PushSubscriptionInput = z.object({
  endpoint: z
    .string(badEndpoint)
    .max(PUSH_ENDPOINT_MAX, badEndpoint)
    .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:', badEndpoint),
  keys: z.object(
    {
      p256dh: z.string(badKey).max(KEY_MAX, badKey).regex(base64url, badKey),
      auth: z.string(badKey).max(KEY_MAX, badKey).regex(base64url, badKey),
    },
    badKey,
  ),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

export const subscribePush = addedUserCall('POST /v1/user/push/subscribe/', {
  input: PushSubscriptionInput,
  output: z.object({}),
  summary:
    "Sends the caller's notices of kinds with push on to this browser subscription (an endpoint already known moves to the caller)",
});

export const unsubscribePush = addedUserCall('POST /v1/user/push/unsubscribe/', {
  input: z.object({ endpoint: PushSubscriptionInput.shape.endpoint }),
  output: z.object({}),
  summary: "Stops push to this browser subscription; another user's endpoint changes nothing",
});
