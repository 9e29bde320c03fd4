import type { Db } from '../../db/database';

/** What the content rules read of an author's account. */
export function createAccountRepository(db: Db) {
  return {
    /** When the account was made (undefined for an unknown id). */
    async createdAt(userId: number): Promise<number | undefined> {
      const user = await db
        .selectFrom('users')
        .select('created_at')
        .where('id', '=', userId)
        .executeTakeFirst();
      return user?.created_at;
    },
  };
}
