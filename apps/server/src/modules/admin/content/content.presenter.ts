import type { AdminContentItem, ContentType } from '@huaren/contract';
import { excerptOf } from '../../posts/post.presenter';
import type { ContentRow } from './content.repository';
import { isoTime } from '../../../lib/iso-time';

const PARENT_TYPE: Partial<Record<ContentType, ContentType>> = {
  reply: 'post',
  comment: 'article',
};

export function presentContent(type: ContentType, row: ContentRow, now: number): AdminContentItem {
  const parentType = PARENT_TYPE[type];
  const recommended =
    row.recommended_at !== null && row.recommend_until !== null && row.recommend_until > now;
  return {
    type,
    id: row.id,
    title: row.title,
    excerpt: excerptOf(row.excerpt),
    status: row.status,
    statusReason: row.status_reason,
    author: { id: row.user_id, nickName: row.nick_name },
    createdAt: isoTime(Number(row.created_at)),
    parent: parentType && row.parent_id !== null ? { type: parentType, id: row.parent_id } : null,
    recommendedUntil: recommended ? isoTime(Number(row.recommend_until)) : null,
  };
}
