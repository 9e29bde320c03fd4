import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { VCODE_LENGTH } from './constants';

/**
 * The generic validators of spec section 5. Each returns a boolean; the zod fields built on them
 * live in fields.ts so that forms and the server share one message per rule.
 */

/** No spaces or control characters (\p{Cc}) anywhere; a dot and two letters at least at the end. */
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@.\p{Cc}]{2,}$/u;
/** Mainland China mobile: 1 then 10 digits, with the prefixes carriers actually issue. */
const CN_MOBILE = /^1(?:3\d|4[5-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/;
const DIGITS = /^\d+$/;
/** Up to 2 decimals, no leading zeros ("0.5" and "12" pass; "01", "1.234", "-3" fail). */
const AMOUNT = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/;
const ID_CARD = /^[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK = '10X98765432';

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/**
 * The one spelling of an e-mail address that is compared, stored and sent to: NFKC (the
 * full-width ＡＢＣ＠ＱＱ．ＣＯＭ of a Chinese keyboard is abc@qq.com), trimmed, an ideographic full
 * stop in the domain read as a dot (as IDNA reads it), and lower-cased, the local part too: the
 * providers our users have treat it without case, and two accounts for Abc@ and abc@ would be one
 * person's, or a look-alike's (apps/server/README.md, Accounts).
 */
export function normalizeEmail(value: string): string {
  const text = value.normalize('NFKC').trim().toLowerCase();
  const at = text.lastIndexOf('@');
  return at < 0 ? text : text.slice(0, at + 1) + text.slice(at + 1).replaceAll('\u3002', '.');
}

export function isCnMobile(value: string): boolean {
  return CN_MOBILE.test(value);
}

export function isDigits(value: string): boolean {
  return DIGITS.test(value);
}

export function isAmount(value: string): boolean {
  return AMOUNT.test(value);
}

export function isVcode(value: string, length = VCODE_LENGTH): boolean {
  return value.length === length && DIGITS.test(value);
}

export function isUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'http:' || protocol === 'https:') && hostname.includes('.');
}

/** 18-character resident identity card number with its ISO 7064 check character. */
export function isIdCard(value: string): boolean {
  if (!ID_CARD.test(value)) return false;
  const sum = ID_CARD_WEIGHTS.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return ID_CARD_CHECK[sum % 11] === value[17]!.toUpperCase();
}

/**
 * Accepts a US or Canadian (NANP) number or a mainland China mobile, as people type them
 * ("(718) 555-0123", "+1 718 555 0123", "13812345678", "+86 138 1234 5678"), and answers its
 * E.164 form, or null. A bare 11-digit number that is a valid mainland mobile is read as one:
 * our users type Chinese numbers that way, while a US number is typed with 10 digits or +1.
 */
export function normalizePhone(value: string): string | null {
  const compact = value.replace(/[\s\-().]/g, '');
  if (isCnMobile(compact)) return `+86${compact}`;
  const parsed = parsePhoneNumberFromString(compact, 'US');
  if (!parsed || !parsed.isValid()) return null;
  if (parsed.countryCallingCode === '86') {
    return isCnMobile(parsed.nationalNumber) ? parsed.number : null;
  }
  return parsed.countryCallingCode === '1' ? parsed.number : null;
}

export function isPhone(value: string): boolean {
  return normalizePhone(value) !== null;
}
