import { z } from 'zod';

/**
 * Id fields of every call's input, with the message naming what the id is for. Kept apart from the
 * post fields so that a read that only takes ids does not bring the publish form's validators
 * (phone numbers) into the first screen.
 */
export const idField = (what: string) =>
  z.coerce
    .number({ error: `${what}编号不正确` })
    .int({ error: `${what}编号不正确` })
    .positive({ error: `${what}编号不正确` });

export const postIdField = idField('帖子');
