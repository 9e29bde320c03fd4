import { z } from '../z';
import { Author, ItemRef } from '../content/item';
import { UploadedImage } from '../uploads/calls';

/** Private messages (issue 19): the shapes of a conversation and its messages. */

/** The longest text message. */
export const MESSAGE_TEXT_MAX = 1000;

/** What a message carries: text, one photo, or the sender's own contact as a card. */
export const MessageKind = z.enum(['text', 'image', 'contact']);
export type MessageKind = z.infer<typeof MessageKind>;

/** Which of their own contacts a sender shares (the ones on their account). */
export const SharedContact = z.enum(['wechat', 'phone']);
export type SharedContact = z.infer<typeof SharedContact>;

/** What a message's text may need its reader to be warned of (the screens word the warning). */
export const MessageWarning = z.enum(['scam', 'link']);
export type MessageWarning = z.infer<typeof MessageWarning>;

export const Message = z.object({
  id: z.number().int(),
  kind: MessageKind,
  /** The text; for a contact card, the contact itself (the WeChat ID or the phone). */
  text: z.string().nullable(),
  contact: SharedContact.nullable(),
  image: UploadedImage.nullable(),
  /** Whether the caller sent it. */
  mine: z.boolean(),
  /** For the caller's own messages: the other person has read it (else it is delivered). */
  read: z.boolean(),
  /** Patterns found in the text: the screens show a warning under it; links are never links. */
  warnings: z.array(MessageWarning),
  createdAt: z.string(),
});
export type Message = z.infer<typeof Message>;

/** The post a conversation is about; null once the caller may no longer see it. */
export const ConversationPost = ItemRef.extend({ thumbUrl: z.string().nullable() });

/** The article a conversation is about; null once the caller may no longer see it. */
export const ConversationArticle = ItemRef.extend({ coverThumbUrl: z.string().nullable() });

export const Conversation = z.object({
  id: z.number().int(),
  /** The other person. */
  other: Author,
  /** The post it is about, while the caller may see it; null for a conversation with a user. */
  post: ConversationPost.nullable(),
  /** Whether it is about a post that is gone (hidden, deleted, expired). */
  postGone: z.boolean(),
  /** The article it is about, while the caller may see it; null otherwise. */
  article: ConversationArticle.nullable(),
  /** Whether it is about an article that is gone (hidden, deleted). */
  articleGone: z.boolean(),
  lastMessage: Message.nullable(),
  /** The other person's messages the caller has not read. */
  unreadCount: z.number().int(),
  muted: z.boolean(),
  /** The caller blocked the other person. */
  blocked: z.boolean(),
  /** Either of the two blocked the other: nothing can be sent. */
  closed: z.boolean(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof Conversation>;
