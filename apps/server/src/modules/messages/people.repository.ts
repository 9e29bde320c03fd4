import type { Db } from '../../db/database';

/** What messages read of the people a conversation is between. */
export function createPeopleRepository(db: Db) {
  return {
    /** An account's status and the contacts it may share; undefined for an unknown id. */
    user(id: number) {
      return db
        .selectFrom('users')
        .select(['id', 'status', 'wechat', 'phone'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
