/** Normalising user-written text the same way in the form and on the server. */

/** Windows line ends become \n: the length the user sees is the length we count. */
export const plainText = (s: string) => s.replace(/\r\n?/g, '\n').trim();

/** Control characters other than tab and newline: invisible, and never typed on purpose. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** An optional field left blank counts as absent. */
export const blankAsAbsent = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : v;
