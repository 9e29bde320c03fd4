import { parseContact } from '@huaren/contract';
import type { UserKeyword } from './user-admin.repository';

/**
 * What an administrator typed into the user search: an id, an e-mail, a phone number in any
 * format (parseContact normalises it like login does) and always a nickname prefix, since a
 * nickname may look like any of them.
 */
export function parseUserKeyword(keyword: string): UserKeyword {
  const contact = parseContact(keyword);
  const id = /^\d{1,9}$/.test(keyword) ? Number(keyword) : undefined;
  return {
    ...(id !== undefined ? { id } : {}),
    ...(contact ? { [contact.kind]: contact.value } : {}),
    nickRange: prefixRange(keyword),
  };
}

/** [prefix, the prefix with its last code point incremented): every string that starts with it. */
export function prefixRange(prefix: string): [string, string] {
  const points = [...prefix];
  const last = points.pop()!.codePointAt(0)!;
  // The last code point has no successor: everything from the prefix on stays in range.
  if (last === 0x10ffff) return [prefix, `${prefix}\u{10ffff}`];
  // U+D7FF + 1 would be a lone surrogate, which neither store can hold: jump past the surrogates.
  const next = last === 0xd7ff ? 0xe000 : last + 1;
  return [prefix, points.join('') + String.fromCodePoint(next)];
}
