import type { Db } from '../../db/database';

/** What messages read of the people, posts and articles a conversation is between and about. */
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

    /** What deciding whether the caller may see a post needs, and its author. */
    post(id: number) {
      return db
        .selectFrom('posts')
        .select(['id', 'user_id', 'status', 'expires_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The same of an article (articles do not expire). */
    article(id: number) {
      return db
        .selectFrom('articles')
        .select(['id', 'user_id', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
