import type { AuditAction } from '@huaren/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** What a user's public page reads of their account: no contact is ever selected, only whether one is set. */
export function createProfileRepository(db: Db) {
  return {
    /** An active account's public facts; undefined for an unknown or banned one. */
    find(userId: number) {
      return db
        .selectFrom('users')
        .select((eb) => [
          'id',
          'nick_name',
          'created_at',
          eb('phone', 'is not', null).as('has_phone'),
          eb('email', 'is not', null).as('has_email'),
        ])
        .where('id', '=', userId)
        .where('status', '=', 'active')
        .executeTakeFirst();
    },

    /**
     * The user's posts still hidden or deleted for which the audit log records a moderator's
     * `actions` since `since`: a post restored since is back up and no longer counts, and the
     * report threshold's automatic hiding (no moderator yet) is not in the log.
     */
    async removedPosts(userId: number, actions: readonly AuditAction[], since: number) {
      const row = await db
        .selectFrom('posts as p')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('p.user_id', '=', userId)
        .where('p.status', 'in', ['hidden', 'deleted'])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('audit_log as l')
              .select('l.id')
              .where('l.target_type', '=', 'post')
              .where('l.target_id', '=', sql<string>`cast(p.id as varchar(20))`)
              .where('l.action', 'in', actions)
              .where('l.created_at', '>=', since),
          ),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
