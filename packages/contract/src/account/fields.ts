import { z } from '../z';
import { VCODE_LENGTH } from '../constants';
import { isEmail, isVcode, normalizeEmail, normalizePhone } from '../validators';
import { isCommonPassword } from './common-passwords';

/**
 * Form fields shared by the screens and the server, each with the message a user sees at the
 * field. The server answers the first failing field's message as `reason`.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

export type ContactKind = 'email' | 'phone';
export interface Contact {
  kind: ContactKind;
  /** E-mail as normalizeEmail spells it, phone in E.164. */
  value: string;
}

/**
 * Reads what a user typed as an e-mail address or a phone number, in the one spelling that is
 * compared, stored and sent to (full-width characters as their ASCII forms); null when it is
 * neither.
 */
export function parseContact(raw: string): Contact | null {
  const text = raw.normalize('NFKC').trim();
  if (text.includes('@')) {
    const email = normalizeEmail(text);
    return isEmail(email) ? { kind: 'email', value: email } : null;
  }
  const phone = normalizePhone(text);
  return phone ? { kind: 'phone', value: phone } : null;
}

export const accountField = z
  .string({ error: '请输入手机号或邮箱' })
  .trim()
  .min(1, { error: '请输入手机号或邮箱' })
  .max(254, { error: '手机号或邮箱格式不正确' })
  .refine((v) => parseContact(v) !== null, { error: '请输入正确的手机号（美国或中国大陆）或邮箱' });

export const emailField = z
  .string({ error: '请输入邮箱' })
  .trim()
  .min(1, { error: '请输入邮箱' })
  .refine((v) => isEmail(normalizeEmail(v)), { error: '邮箱格式不正确' });

export const phoneField = z
  .string({ error: '请输入手机号' })
  .trim()
  .min(1, { error: '请输入手机号' })
  .refine((v) => normalizePhone(v) !== null, { error: '请输入正确的美国或中国大陆手机号' });

export const passwordField = z
  .string({ error: '请输入密码' })
  .min(1, { error: '请输入密码' })
  .min(PASSWORD_MIN, { error: `密码至少 ${PASSWORD_MIN} 位` })
  .max(PASSWORD_MAX, { error: `密码最多 ${PASSWORD_MAX} 位` })
  .refine((v) => !isCommonPassword(v), { error: '密码太常见，请换一个更难猜的密码' });

/** The current password when logging in or confirming: only presence and length are checked. */
export const currentPasswordField = z
  .string({ error: '请输入密码' })
  .min(1, { error: '请输入密码' })
  .max(PASSWORD_MAX, { error: '密码不正确' });

export const vcodeField = z
  .string({ error: '请输入验证码' })
  .trim()
  .min(1, { error: '请输入验证码' })
  .refine((v) => isVcode(v), { error: `请输入 ${VCODE_LENGTH} 位数字验证码` });

export const nickNameField = z
  .string({ error: '请输入昵称' })
  .trim()
  .min(NICKNAME_MIN, { error: `昵称至少 ${NICKNAME_MIN} 个字` })
  .max(NICKNAME_MAX, { error: `昵称最多 ${NICKNAME_MAX} 个字` })
  // eslint-disable-next-line no-control-regex
  .refine((v) => !/[\u0000-\u001f\u007f<>]/.test(v), { error: '昵称不能包含特殊符号' });

/** WeChat IDs: 6-20 characters, starting with a letter; letters, digits, '_' and '-'. Empty clears it. */
export const wechatField = z
  .string({ error: '请输入微信号' })
  .trim()
  .refine((v) => v === '' || /^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/.test(v), {
    error: '微信号为 6-20 位，以字母开头，可含字母、数字、下划线和减号',
  });
