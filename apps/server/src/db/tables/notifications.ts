import type { NotificationType, NotificationVerb } from '@huaren/contract';
import type { Generated } from 'kysely';

// Notifications (conventions: schema.ts; issue 18).

export interface NotificationTable {
  id: Generated<number>;
  /** Whom it is for. */
  user_id: number;
  type: NotificationType;
  verb: NotificationVerb;
  /** The content kind's type (`post`, `article`) and id it is about, or a `conversation`. */
  item_type: 'post' | 'article' | 'conversation';
  item_id: number;
  /** The reply or comment, for reply notices. */
  entry_id: number | null;
  /** Who did it (the latest liker of a group); null for moderation and searches. */
  actor_id: number | null;
  /** How many people (likes) or posts (saved searches) the notice stands for. */
  actor_count: Generated<number>;
  /** Start of a group: likes since then are counted. */
  since: number;
  /** A moderation reason, or a saved search's name. */
  detail: string | null;
  /** Unread notices with the same key are one notice (likes of one item). */
  group_key: string | null;
  read_at: number | null;
  /** 0: for the e-mail digest only (the kind is off in the app for this reader). */
  in_app: Generated<number>;
  /** 1: the daily digest has considered it. */
  digested: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** A reader's choice for one kind of notice; no row: the kind's default (the contract's). */
export interface NotificationPrefTable {
  user_id: number;
  type: NotificationType;
  in_app: number;
  email: number;
  push: number;
  updated_at: number;
}

/** Keys the server generates once and every instance shares (the unsubscribe links' HMAC). */
export interface ServerSecretTable {
  name: string;
  value: string;
}

/** A browser a reader receives Web Push in (decision 0027). */
export interface PushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  /** The push service's URL for that browser; unique. */
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), the payload's encryption keys. */
  p256dh: string;
  auth: string;
  created_at: number;
}
