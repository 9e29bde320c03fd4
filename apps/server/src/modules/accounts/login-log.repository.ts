import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { newestFirst } from '../../db/keyset';
import { purgeRows } from '../../db/purge';
import type { LoginLogTable } from '../../db/schema';

export type LoginLogRow = Selectable<LoginLogTable>;

export interface LoginAttempt {
  userId: number;
  now: number;
  ip: string;
  device: string;
  success: boolean;
}

export function createLoginLogRepository(db: Db) {
  return {
    async insert(a: LoginAttempt): Promise<void> {
      await db
        .insertInto('login_logs')
        .values({
          user_id: a.userId,
          created_at: a.now,
          ip: a.ip,
          device: a.device,
          success: a.success ? 1 : 0,
        })
        .execute();
    },

    /** Newest first, `limit` rows with ids below `beforeId` (keyset paging on (user_id, id)). */
    listOf(userId: number, limit: number, beforeId?: number): Promise<LoginLogRow[]> {
      const mine = db.selectFrom('login_logs').selectAll().where('user_id', '=', userId);
      return newestFirst(mine, limit, beforeId).execute();
    },

    purgeOlderThan: (time: number) => purgeRows(db, 'login_logs', 'created_at', '<', time),
  };
}

export type LoginLogRepository = ReturnType<typeof createLoginLogRepository>;
