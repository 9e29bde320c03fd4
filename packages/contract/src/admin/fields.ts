import { z } from '../z';
import { blankAsAbsent } from '../text';
import { plainTextField } from '../text-field';

/** Fields every admin action shares (docs/decisions/0008-moderation.md). */

export const ADMIN_REASON_MAX = 200;

/**
 * Why the admin did it: kept in the audit log, and shown to the author where it concerns them.
 * Required where an action reaches a person (moderation, bans).
 */
export const adminReasonField = plainTextField('操作原因', {
  max: ADMIN_REASON_MAX,
  prompt: '请填写操作原因',
});

/**
 * The same, optional, for changes to the site itself (categories, regions, parameters,
 * recommendations): kept in the audit log only. Left blank, the record has none.
 */
export const adminOptionalReasonField = z.preprocess(blankAsAbsent, adminReasonField.optional());

export const UserRole = z.enum(['user', 'admin']);
export type UserRole = z.infer<typeof UserRole>;

export const UserStatus = z.enum(['active', 'banned']);
export type UserStatus = z.infer<typeof UserStatus>;

/** Someone named in the console: id and nickname, like a post's author. */
export const AdminPerson = z.object({ id: z.number().int(), nickName: z.string() });
export type AdminPerson = z.infer<typeof AdminPerson>;

/** Not a Date: the console shows calendar days, counted in DASHBOARD_TIME_ZONE. */
export const isoDateField = z
  .string({ error: '日期格式不正确' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式不正确' });
