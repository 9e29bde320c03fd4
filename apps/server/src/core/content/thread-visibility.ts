import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';

/** A one-level thread table (replies under posts, comments under articles) and its counts. */
export interface ThreadTable {
  table: 'post_replies' | 'article_comments';
  owner: 'posts' | 'articles';
  ownerKey: 'post_id' | 'article_id';
  /** The owner's count of visible entries. */
  count: 'reply_count' | 'comment_count';
  /** Rows an administrator may hide or restore besides the flag (comments: not deleted). */
  alive: RawBuilder<boolean>;
}

export const REPLY_THREAD: ThreadTable = {
  table: 'post_replies',
  owner: 'posts',
  ownerKey: 'post_id',
  count: 'reply_count',
  alive: sql<boolean>`1 = 1`,
};

/**
 * Hides or restores one entry (decision 0008), keeping the counts what readers see: a hidden
 * top-level entry takes its visible children out of the owner's count with it (they are listed
 * under it only), a hidden child leaves its parent's child_count, and the owner's count too unless
 * the parent is hidden already. False when the entry is missing, not alive or already so.
 */
export async function setThreadHidden(
  trx: Db,
  spec: ThreadTable,
  id: number,
  change: { hidden: boolean; reason: string | null },
): Promise<boolean> {
  const t = sql.table(spec.table);
  const from = change.hidden ? 0 : 1;
  const { rows } = await sql<{
    owner_id: number;
    parent_id: number | null;
    child_count: number;
  }>`update ${t} set hidden = ${change.hidden ? 1 : 0}, status_reason = ${change.reason}
    where id = ${id} and hidden = ${from} and ${spec.alive}
    returning ${sql.ref(spec.ownerKey)} as owner_id, parent_id, child_count`.execute(trx);
  const row = rows[0];
  if (!row) return false;
  const sign = change.hidden ? -1 : 1;
  let moved = 1 + row.child_count;
  if (row.parent_id !== null) {
    await sql`update ${t} set child_count = child_count + ${sign}
      where id = ${row.parent_id}`.execute(trx);
    const { rows: parent } = await sql<{ hidden: number }>`select hidden from ${t}
      where id = ${row.parent_id}`.execute(trx);
    moved = parent[0]?.hidden === 1 ? 0 : 1;
  }
  if (moved > 0) {
    await sql`update ${sql.table(spec.owner)} set ${sql.ref(spec.count)} = ${sql.ref(spec.count)} + ${sign * moved}
      where id = ${row.owner_id}`.execute(trx);
  }
  return true;
}
