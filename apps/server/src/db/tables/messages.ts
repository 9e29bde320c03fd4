import type { SharedContact, MessageKind } from '@huaren/contract';
import type { Generated } from 'kysely';

// Private messages, blocks and reported conversations (conventions: schema.ts; issue 19).

/** One per pair of users and post (`pair_key`); the two members' state is in their rows. */
export interface ConversationTable {
  id: Generated<number>;
  pair_key: string;
  /** The post it is about; null for a conversation started from a user. */
  post_id: number | null;
  /** The article it is about (decision 0037); null otherwise. */
  article_id: number | null;
  started_by: number;
  last_message_id: number | null;
  created_at: number;
}

/** One of the two in a conversation, as they see it. */
export interface ConversationMemberTable {
  conversation_id: number;
  user_id: number;
  other_id: number;
  /** Messages up to this id are read. */
  last_read_id: Generated<number>;
  /** Deleted for this member: messages up to this id are not shown to them. */
  cleared_id: Generated<number>;
  muted: Generated<number>;
  /** The latest message's time; null before the first. */
  last_message_at: number | null;
}

export interface MessageTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  kind: MessageKind;
  /** The text, or the shared contact of a contact card. */
  text: string | null;
  contact: SharedContact | null;
  /** JSON of the contract's UploadedImage, for an image message. */
  image: string | null;
  /** SHA-256 of the normalised text of a text message. */
  text_hash: string | null;
  created_at: number;
}

/** `user_id` blocked `blocked_id`: no messages either way. */
export interface UserBlockTable {
  user_id: number;
  blocked_id: number;
  created_at: number;
}

/** A reported conversation in the console's queue, with a copy of the chosen messages. */
export interface MessageReportTable {
  id: Generated<number>;
  conversation_id: number;
  reporter_id: number;
  reason: string;
  /** JSON array of ReportedMessage. */
  messages: string;
  state: Generated<'open' | 'closed'>;
  created_at: number;
}
