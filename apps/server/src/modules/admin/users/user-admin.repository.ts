import type { UserStatus } from '@huaren/contract';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { isPostgres } from '../../../db/dialect';
import { newestFirst } from '../../../db/keyset';

/** What a keyword can be; each present part is one indexed lookup, OR-ed together. */
export interface UserKeyword {
  id?: number;
  email?: string;
  phone?: string;
  /** [from, to): the code points of every nickname that starts with the keyword. */
  nickRange: [string, string];
}

export interface UserFilter {
  keyword?: UserKeyword | undefined;
  status?: UserStatus | undefined;
}

export function createUserAdminRepository(db: Db) {
  // Byte order on both dialects, so that users_nick_name_idx serves the range (see migration 020).
  const nickName = isPostgres(db)
    ? sql<string>`users.nick_name collate "C"`
    : sql<string>`users.nick_name`;

  const matches = (keyword: UserKeyword) => (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.or([
      ...(keyword.id !== undefined ? [eb('users.id', '=', keyword.id)] : []),
      ...(keyword.email ? [eb('users.email', '=', keyword.email)] : []),
      ...(keyword.phone ? [eb('users.phone', '=', keyword.phone)] : []),
      eb.and([eb(nickName, '>=', keyword.nickRange[0]), eb(nickName, '<', keyword.nickRange[1])]),
    ]);

  return {
    /** Newest first, `limit` rows below `beforeId`. */
    list(filter: UserFilter, limit: number, beforeId?: number) {
      let query = db.selectFrom('users').selectAll();
      if (filter.keyword) query = query.where(matches(filter.keyword));
      if (filter.status) query = query.where('status', '=', filter.status);
      return newestFirst(query, limit, beforeId).execute();
    },

    /** Posts and articles per user (deleted ones aside), from the (user_id, id) indexes. */
    async contentCounts(userIds: readonly number[]): Promise<Map<number, ContentCounts>> {
      const counts = new Map<number, ContentCounts>(
        userIds.map((id) => [id, { postCount: 0, articleCount: 0 }]),
      );
      if (userIds.length === 0) return counts;
      const [posts, articles] = await Promise.all(
        (['posts', 'articles'] as const).map((table) =>
          db
            .selectFrom(table)
            .select((eb) => ['user_id', eb.fn.countAll<number>().as('n')])
            .where('user_id', 'in', userIds)
            .where('status', '<>', 'deleted')
            .groupBy('user_id')
            .execute(),
        ),
      );
      for (const row of posts!) counts.get(row.user_id)!.postCount = Number(row.n);
      for (const row of articles!) counts.get(row.user_id)!.articleCount = Number(row.n);
      return counts;
    },
  };
}

export interface ContentCounts {
  postCount: number;
  articleCount: number;
}
