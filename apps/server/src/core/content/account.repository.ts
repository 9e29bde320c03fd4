import { columnById } from '../../db/column-by-id';
import type { Db } from '../../db/database';

/** What the content rules read of an author's account. */
export function createAccountRepository(db: Db) {
  return {
    /** When the account was made (undefined for an unknown id). */
    createdAt(userId: number): Promise<number | undefined> {
      return columnById(db, 'users', 'created_at', userId);
    },

    /** The account's status (undefined for an unknown id). */
    status(userId: number): Promise<string | undefined> {
      return columnById(db, 'users', 'status', userId);
    },
  };
}
