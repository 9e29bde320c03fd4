import {
  cardLine,
  currentValues,
  fieldRows,
  POST_EXCERPT_LENGTH,
  type FieldValues,
  type Post,
  type PostListItem,
  type PostStatus,
  type UploadedImage,
} from '@huaren/contract';
import type { CatalogSnapshot } from '../../core/site/catalog';
import type { PostListRow } from './post-cards.repository';
import type { PostWithAuthor } from './post-row';
import { presentClosed } from './closed/closed.presenter';
import { isoTime } from '../../lib/iso-time';

/** A published post past its life reads as expired, whether or not housekeeping has run. */
export function effectiveStatus(row: { status: PostStatus; expires_at: number }, now: number) {
  return row.status === 'published' && row.expires_at <= now ? 'expired' : row.status;
}

/** The post's answers that its category's current fields still read (decision 0041). */
function answersOf(row: { category_id: number; fields: string }, catalog: CatalogSnapshot) {
  const defs = catalog.category(row.category_id)?.fields ?? [];
  const values: FieldValues = currentValues(defs, JSON.parse(row.fields) as unknown);
  return { defs, values };
}

export interface Viewer {
  userId: number | null;
  liked: boolean;
}

/** The detail: contacts only for a logged-in viewer (docs/decisions/0006-posts.md). */
export function presentPost(
  row: PostWithAuthor,
  catalog: CatalogSnapshot,
  viewer: Viewer,
  now: number,
): Post {
  const hasContact = row.contact_phone ?? row.contact_wechat ?? row.contact_email;
  const showContact = viewer.userId !== null;
  const { defs, values } = answersOf(row, catalog);
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    categoryId: row.category_id,
    categoryName: catalog.category(row.category_id)?.name ?? '',
    regionId: row.region_id,
    regionPathName: catalog.place(row.region_id)?.pathName ?? '',
    images: JSON.parse(row.images) as UploadedImage[],
    contact: showContact
      ? { phone: row.contact_phone, wechat: row.contact_wechat, email: row.contact_email }
      : null,
    contactHidden: !showContact && hasContact !== null,
    price: row.price,
    priceUnit: row.price_unit,
    location:
      row.address !== null || row.latitude !== null
        ? { latitude: row.latitude, longitude: row.longitude, address: row.address ?? '' }
        : null,
    fields: fieldRows(defs, values),
    fieldValues: values,
    status: effectiveStatus(row, now),
    statusReason: row.status_reason,
    viewCount: row.view_count,
    replyCount: row.reply_count,
    likeCount: row.like_count,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    expiresAt: isoTime(row.expires_at),
    closed: presentClosed(row),
    author: { id: row.user_id, nickName: row.author_nick_name },
    liked: viewer.liked,
    mine: viewer.userId === row.user_id,
  };
}

/**
 * The start of the content on one line: line breaks and runs of spaces become one space. It is cut
 * at POST_EXCERPT_LENGTH characters (code points: an emoji is one), counted in place rather than
 * by splitting the line into an array of characters, once for every card of every list.
 */
export function excerptOf(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  // A string has at least as many UTF-16 units as characters.
  if (line.length <= POST_EXCERPT_LENGTH) return line;
  let end = 0;
  for (let n = 0; n < POST_EXCERPT_LENGTH && end < line.length; n++) {
    end += isSurrogatePair(line, end) ? 2 : 1;
  }
  return end >= line.length ? line : `${line.slice(0, end)}…`;
}

function isSurrogatePair(text: string, at: number): boolean {
  const high = text.charCodeAt(at);
  const low = text.charCodeAt(at + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

export function presentListItem(
  row: PostListRow,
  catalog: CatalogSnapshot,
  now: number,
): PostListItem {
  const { defs, values } = answersOf(row, catalog);
  return {
    id: row.id,
    title: row.title,
    excerpt: excerptOf(row.excerpt),
    thumbUrl: row.thumb_url,
    imageCount: row.image_count,
    categoryId: row.category_id,
    regionId: row.region_id,
    regionPathName: catalog.place(row.region_id)?.pathName ?? '',
    price: row.price,
    priceUnit: row.price_unit,
    fieldLine: cardLine(defs, values),
    viewCount: row.view_count,
    replyCount: row.reply_count,
    likeCount: row.like_count,
    createdAt: isoTime(row.created_at),
    expiresAt: isoTime(row.expires_at),
    closed: presentClosed(row),
    status: effectiveStatus(row, now),
    statusReason: row.status_reason,
    ...(row.share_count === undefined ? {} : { shareCount: Number(row.share_count) }),
  };
}
