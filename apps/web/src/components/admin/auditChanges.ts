import {
  CategoryIcon,
  ContentStatus,
  RegionLevel,
  UserRole,
  UserStatus,
  type AuditEntry,
} from '@huaren/contract';
import { CATEGORY_ICON_LABEL, CONTENT_STATUSES } from './contentText';
import { adminTime } from './format';

/** The fields the audit log records (the server's audit writes), as the console names them. */
const FIELD_LABEL: Record<string, string> = {
  status: '状态',
  statusReason: '状态原因',
  banReason: '封禁原因',
  role: '角色',
  recommendUntil: '推荐至',
  ids: '顺序',
  value: '值',
  name: '名称',
  icon: '图标',
  color: '颜色',
  recommended: '首页推荐',
  hasPrice: '带价格',
  premoderated: '先审后发',
  sortOrder: '排序',
  id: 'ID',
  parentId: '上级地区 ID',
  level: '层级',
};

const CONTENT_STATUS_LABEL = Object.fromEntries(
  CONTENT_STATUSES.map((c) => [c.value, c.label]),
) as Record<ContentStatus, string>;

const USER_STATUS_LABEL: Record<UserStatus, string> = { active: '正常', banned: '已封禁' };
const ROLE_LABEL: Record<UserRole, string> = { user: '普通用户', admin: '管理员' };
const LEVEL_LABEL: Record<number, string> = {
  [RegionLevel.country]: '国家',
  [RegionLevel.state]: '州',
  [RegionLevel.metro]: '都市区',
};

/** An ISO timestamp, as the server writes times (a recommendation's end). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value in words: names for codes, 是/否, times in the admin's local format. */
function show(field: string, value: unknown, entry: AuditEntry): string {
  if (value === null || value === undefined || value === '') return '无';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.map((v) => show(field, v, entry)).join('、');
  if (field === 'status') {
    const user = entry.targetType === 'user' && UserStatus.safeParse(value).data;
    if (user) return USER_STATUS_LABEL[user];
    const content = ContentStatus.safeParse(value).data;
    if (content) return CONTENT_STATUS_LABEL[content];
  }
  const role = field === 'role' && UserRole.safeParse(value).data;
  if (role) return ROLE_LABEL[role];
  const icon = field === 'icon' && CategoryIcon.safeParse(value).data;
  if (icon) return CATEGORY_ICON_LABEL[icon];
  if (field === 'level' && typeof value === 'number' && LEVEL_LABEL[value]) {
    return LEVEL_LABEL[value];
  }
  if (typeof value === 'string') return ISO_TIME.test(value) ? adminTime(value) : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields an action changed, one line each: `名称：旧 → 新`; a new record's values alone
 * (`名称：新`), and a field the action left as it was marked 未变 (a dismissed report).
 */
export function auditChanges(entry: AuditEntry): string[] {
  const { before, after } = entry;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const label = FIELD_LABEL[field] ?? field;
    const old = show(field, before?.[field], entry);
    const now = show(field, after?.[field], entry);
    if (before === null) return `${label}：${now}`;
    if (after === null) return `${label}：${old}`;
    return old === now ? `${label}：${now}（未变）` : `${label}：${old} → ${now}`;
  });
}
