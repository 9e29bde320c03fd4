import type {
  AuditAction,
  AuditTargetType,
  CategoryIcon,
  ContentStatus,
  ContentType,
} from '@huaren/contract';
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
  field: '分类字段',
  region: '地区',
  config: '参数',
  conversation: '私信会话',
};

/** The audit log's actions as the console names them, in the contract's order (grouped by target). */
export const AUDIT_ACTION_LABEL: Record<AuditAction, string> = {
  'report.dismiss': '举报：忽略',
  'report.hide': '举报：隐藏信息',
  'report.delete': '举报：删除信息',
  'report.ban': '举报：封禁作者',
  'post.hide': '隐藏信息',
  'post.restore': '恢复信息',
  'post.approve': '通过信息',
  'post.recommend': '推荐信息',
  'post.unrecommend': '取消推荐',
  'article.hide': '隐藏文章',
  'article.restore': '恢复文章',
  'article.approve': '通过文章',
  'reply.hide': '隐藏回复',
  'reply.restore': '恢复回复',
  'comment.hide': '隐藏评论',
  'comment.restore': '恢复评论',
  'user.ban': '封禁用户',
  'user.unban': '解封用户',
  'user.grant': '设为管理员',
  'user.revoke': '撤销管理员',
  'category.create': '新建分类',
  'category.update': '修改分类',
  'category.order': '分类排序',
  'field.create': '新建分类字段',
  'field.update': '修改分类字段',
  'field.delete': '删除分类字段',
  'field.order': '分类字段排序',
  'region.create': '新建地区',
  'region.update': '修改地区',
  'region.move': '移动地区',
  'region.order': '地区排序',
  'config.create': '新建参数',
  'config.update': '修改参数',
  'conversation.read': '查看被举报私信',
  'conversation.close': '处理私信举报',
};

/** A category's icon, named in the icon choice and in the audit log. */
export const CATEGORY_ICON_LABEL: Record<CategoryIcon, string> = {
  housing: '房屋',
  jobs: '招聘',
  secondhand: '二手',
  car: '汽车',
  service: '服务',
  food: '美食',
  education: '教育',
  event: '活动',
  legal: '法律',
  other: '其他',
};
