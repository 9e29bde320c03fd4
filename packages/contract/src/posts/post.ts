import { z } from '../z';
import { countFields, ItemRef, placeFields, statusAndCounts, viewerFields } from '../content/item';
import { threadEntry, withChildren, withItem } from '../content/thread';
import { UploadedImage } from '../uploads/calls';
import { PostClosed } from './closed';
import { FieldRowOutput, FieldValueOutput } from '../category-fields/definition';

/**
 * DESIGN.md section 5: pending → published, published ⇄ hidden (moderation), deleted (soft, by
 * the owner), expired (past its life; the owner may renew). A post past its life is answered as
 * `expired` whatever the stored status says, so no job has to run for it to leave the lists.
 */
export const PostStatus = z.enum(['pending', 'published', 'hidden', 'deleted', 'expired']);
export type PostStatus = z.infer<typeof PostStatus>;

/**
 * What a price is for, beside the thing itself (a sale: no unit): rent by the month, wages or a
 * service by the hour (docs/decisions/0006-posts.md).
 */
export const PriceUnit = z.enum(['month', 'hour'], { error: '计价单位只能是每月或每小时' });
export type PriceUnit = z.infer<typeof PriceUnit>;

/** What the poster chose to show on the post; null fields were left empty. */
export const PostContact = z.object({
  phone: z.string().nullable(),
  wechat: z.string().nullable(),
  email: z.string().nullable(),
});
export type PostContact = z.infer<typeof PostContact>;

/** Coordinates are both null when the poster gave an address only. */
export const PostLocation = z.object({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  address: z.string(),
});
export type PostLocation = z.infer<typeof PostLocation>;

/** GET /v1/user/posts/{id}/ */
export const Post = z.object({
  ...ItemRef.shape,
  /** Plain text with line breaks (\n); render as text, never as HTML. */
  content: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  ...placeFields,
  images: z.array(UploadedImage),
  /** Null for a visitor (see contactHidden): a login is needed to read phone numbers. */
  contact: PostContact.nullable(),
  /** True when the post has contact details the caller may not see yet (a visitor). */
  contactHidden: z.boolean(),
  /** Cents; null where the category has no price or the poster gave none (面议). */
  price: z.number().int().nullable(),
  /** Null for a price of the thing itself; else per month or per hour. */
  priceUnit: PriceUnit.nullable(),
  location: PostLocation.nullable(),
  /**
   * The category's fields answered, in its order, as the compact table shows them (decision
   * 0041); answers to removed fields or removed options are left out.
   */
  fields: z.array(FieldRowOutput),
  /** The same answers by field key, as the edit form sends them back. */
  fieldValues: z.record(z.string(), FieldValueOutput),
  ...statusAndCounts(PostStatus, 'replyCount'),
  updatedAt: z.string(),
  /** When it leaves the lists unless renewed (ISO time). */
  expiresAt: z.string(),
  /** The author's 已售 / 已租 / 已招满 mark, or null (decision 0038). */
  closed: PostClosed.nullable(),
  /** `mine`: editing, deleting and renewing are the caller's. */
  ...viewerFields,
});
export type Post = z.infer<typeof Post>;

/** A post in a list: enough for a card, without the full text or the contact. */
export const PostListItem = z.object({
  ...ItemRef.shape,
  /** The start of the content on one line, at most POST_EXCERPT_LENGTH characters. */
  excerpt: z.string(),
  /** The first image's thumbnail, or null for a post without images. */
  thumbUrl: z.string().nullable(),
  imageCount: z.number().int(),
  categoryId: z.number().int(),
  ...placeFields,
  price: z.number().int().nullable(),
  priceUnit: PriceUnit.nullable(),
  /** The fields marked for lists, as one line (cardLine): `整租 · 2卧1卫 · 12月1日起`; '' for none. */
  fieldLine: z.string(),
  ...countFields('replyCount'),
  expiresAt: z.string(),
  /** The author's mark (a badge on the card); public lists leave marked posts out. */
  closed: PostClosed.nullable(),
  /** Always `published` in public lists; my_posts shows each post's own status. */
  status: PostStatus,
  /** Why an administrator or the report threshold set the status (my_posts shows it); else null. */
  statusReason: z.string().nullable(),
  /** my_posts only: times the post was shared from the app (once a day per reader). */
  shareCount: z.number().int().optional(),
});
export type PostListItem = z.infer<typeof PostListItem>;

export const POST_EXCERPT_LENGTH = 80;

/** A reply to a post, or (one level of threading) to a top-level reply. */
export const Reply = threadEntry('postId');
export type Reply = z.infer<typeof Reply>;

/** A top-level reply with its first children; load the rest with `parentId`. */
export const ReplyThread = withChildren(Reply);
export type ReplyThread = z.infer<typeof ReplyThread>;

/** my_reply: a reply with the post it belongs to. */
export const MyReply = withItem(Reply, 'post');
export type MyReply = z.infer<typeof MyReply>;
