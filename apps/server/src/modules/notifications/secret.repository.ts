import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';

/**
 * A key the server makes the first time it needs it and keeps in the database, so every instance
 * signs and checks with the same one and no setting has to be invented for it.
 */
export async function serverSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
