import type { AuditTargetType, ContentStatus, ContentType } from '@huaren/contract';
import type { Choice } from './ChoiceChips';

export const CONTENT_TYPES: readonly Choice<ContentType>[] = [
  { value: 'post', label: '信息' },
  { value: 'article', label: '文章' },
  { value: 'reply', label: '回复' },
  { value: 'comment', label: '评论' },
];

export const CONTENT_STATUSES: readonly Choice<ContentStatus | 'all'>[] = [
  { value: 'all', label: '全部' },
  { value: 'pending', label: '待审核' },
  { value: 'published', label: '已发布' },
  { value: 'hidden', label: '已隐藏' },
  { value: 'deleted', label: '已删除' },
  { value: 'expired', label: '已过期' },
];

export const TYPE_LABEL = Object.fromEntries(
  CONTENT_TYPES.map((c) => [c.value, c.label]),
) as Record<ContentType, string>;

export const AUDIT_TARGET_LABEL: Record<AuditTargetType, string> = {
  post: '信息',
  article: '文章',
  reply: '回复',
  comment: '评论',
  user: '用户',
  category: '分类',
  region: '地区',
  config: '参数',
};
