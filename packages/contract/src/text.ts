/** Normalising user-written text the same way in the form and on the server. */

/** Windows line ends become \n: the length the user sees is the length we count. */
export const plainText = (s: string) => s.replace(/\r\n?/g, '\n').trim();

/**
 * C0 control characters and DEL other than tab, line feed and carriage return, which multi-line
 * text holds (a Windows line end until plainText turns it into \n). Every string of every call
 * refuses them (zod-api.ts).
 */
// eslint-disable-next-line no-control-regex
export const UNTYPABLE_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const CONTROL_CHARACTER_REASON = '输入内容含有不可见的控制字符，请删除后重试';

/** An optional field left blank counts as absent. */
export const blankAsAbsent = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : v;
