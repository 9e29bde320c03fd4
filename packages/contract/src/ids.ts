import { z } from './z';

/**
 * The largest id there is: ids are `serial` (int4) on PostgreSQL, which refuses a larger number
 * in a comparison with an error rather than finding nothing.
 */
export const ID_MAX = 2_147_483_647;

/**
 * Id fields of every call's input, with the message naming what the id is for. A query string or
 * a path carries the id as decimal digits, a JSON body as a number; nothing else is an id, though
 * Number() would read `true`, `[5]`, `0x10` or `1e3` as one. Kept apart from the post fields so
 * that a read that only takes ids does not bring the publish form's validators (phone numbers)
 * into the first screen.
 */
export const idField = (what: string) => {
  const error = `${what}编号不正确`;
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z.number({ error }).int({ error }).positive({ error }).max(ID_MAX, { error }),
  );
};

export const postIdField = idField('帖子');
