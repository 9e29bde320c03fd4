import { z } from '../z';
import { adminCall } from '../define-call';
import { PageInput, pageOf } from '../paging';
import { idField } from '../ids';
import { AdminPerson } from './fields';

/** The record of every admin action (docs/decisions/0008-moderation.md). */

export const AuditTargetType = z.enum([
  'post',
  'article',
  'reply',
  'comment',
  'user',
  'category',
  'field',
  'region',
  'config',
  'conversation',
]);
export type AuditTargetType = z.infer<typeof AuditTargetType>;

/** Every action the log records, `<target>.<verb>`. */
export const AuditAction = z.enum(
  [
    'report.dismiss',
    'report.hide',
    'report.delete',
    'report.ban',
    'post.hide',
    'post.restore',
    'post.approve',
    'post.recommend',
    'post.unrecommend',
    'article.hide',
    'article.restore',
    'article.approve',
    'reply.hide',
    'reply.restore',
    'comment.hide',
    'comment.restore',
    'user.ban',
    'user.unban',
    'user.grant',
    'user.revoke',
    'category.create',
    'category.update',
    'category.order',
    'field.create',
    'field.update',
    'field.delete',
    'field.order',
    'region.create',
    'region.update',
    'region.move',
    'region.order',
    'config.create',
    'config.update',
    'conversation.read',
    'conversation.close',
  ],
  { error: '操作类型不正确' },
);
export type AuditAction = z.infer<typeof AuditAction>;

export const AuditEntry = z.object({
  id: z.number().int(),
  /** Null for the command line (`npm run admin`). */
  actor: AdminPerson.nullable(),
  action: AuditAction,
  targetType: AuditTargetType,
  /** The target's id; a config key for `config`. */
  targetId: z.string(),
  reason: z.string().nullable(),
  /** The changed fields before and after, where the action changes fields. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const adminAuditLog = adminCall('GET /v1/admin/audit_log/', {
  input: PageInput.extend({
    actorId: idField('管理员').optional(),
    action: AuditAction.optional(),
    targetType: AuditTargetType.optional(),
    targetId: z.string().trim().max(64).optional(),
  }),
  output: pageOf(AuditEntry),
  summary: 'Admin actions, newest first, by admin, action and target (the filters combine)',
});
