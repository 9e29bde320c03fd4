import type { Db } from './database';
import { isPostgres } from './dialect';

/** The row of rebuild_state for one kind of derived data (lib/rebuild.ts). */
export function createRebuildStateRepository(db: Db, name: string) {
  const row = (trx: Db) => trx.updateTable('rebuild_state').where('name', '=', name);
  return {
    /** The state; `lock` holds its row on PostgreSQL until `trx` ends (instances take turns). */
    state(trx: Db = db, { lock = false } = {}) {
      const query = trx
        .selectFrom('rebuild_state')
        .select(['version', 'target', 'done_through'])
        .where('name', '=', name);
      return (lock && isPostgres(trx) ? query.forUpdate() : query).executeTakeFirstOrThrow();
    },

    /** A rebuild to `target` starts from the first row. */
    async start(target: number): Promise<void> {
      await row(db).set({ target, done_through: 0 }).execute();
    },

    /** The rows up to `id` hold the target's data. */
    async advance(id: number, trx: Db): Promise<void> {
      await row(trx).set({ done_through: id }).execute();
    },

    /** Every row holds `version`'s data. */
    async finish(version: number, trx: Db): Promise<void> {
      await row(trx).set({ version, target: null, done_through: 0 }).execute();
    },
  };
}
