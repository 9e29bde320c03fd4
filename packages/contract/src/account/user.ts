import { z } from '../z';
import { UserRole } from '../admin/fields';

/** What login and register answer (spec section 3). Contacts are the user's own, so included. */
export const User = z.object({
  id: z.number().int(),
  nickName: z.string(),
  contactEmail: z.string().nullable(),
  contactNumber: z.string().nullable(),
  wechatNumber: z.string().nullable(),
  /** `admin` shows the console's entry (decision 0008); the server checks the role on every call. */
  role: UserRole,
  token: z.string(),
});
export type User = z.infer<typeof User>;

/** GET /v1/user/: the same fields without the token. */
export const UserInfo = User.omit({ token: true }).extend({
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const LoginLog = z.object({
  id: z.number().int(),
  time: z.string(),
  ip: z.string(),
  device: z.string(),
  success: z.boolean(),
});
export type LoginLog = z.infer<typeof LoginLog>;
