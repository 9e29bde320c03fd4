import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { notBlockedBy } from './block.repository';
import type { ContentKind } from './kinds';

/** An entry of a thread with the names it shows, whatever the kind's own table calls its columns. */
export interface ThreadRow {
  id: number;
  /** The item it is under (post_id, article_id). */
  item_id: number;
  user_id: number;
  parent_id: number | null;
  reply_to_user_id: number | null;
  content: string;
  child_count: number;
  created_at: number;
  author_nick_name: string;
  reply_to_nick_name: string | null;
  /** The item's author: an article's author may delete its comments. */
  item_user_id: number;
}
/** An entry in a user's own list, with the title of the item it is under. */
export type ListedThreadRow = ThreadRow & { item_title: string };

export interface NewEntry {
  itemId: number;
  userId: number;
  parentId: number | null;
  /** The entry it answers. */
  answered?: { id: number; userId: number } | undefined;
  /** Whom it is for (kinds with `recipients`): the answered writer, else the item's author. */
  recipientId: number;
  content: string;
  createdAt: number;
}

/** An administrator's change of an entry (decision 0008). */
export interface HiddenChange {
  hidden: boolean;
  reason: string | null;
}

export function createThreadRepository(db: Db, kind: ContentKind) {
  const { thread } = kind;
  const entries = sql.table(thread.table);
  const items = sql.table(kind.table);
  const itemOf = sql.ref(kind.idColumn);
  const count = sql.ref(thread.count);
  /** Entries nobody deleted (kinds whose writers delete them) or hid. */
  const visible = thread.deletable
    ? sql<boolean>`t.status = 'published' and t.hidden = 0`
    : sql<boolean>`t.hidden = 0`;
  /** Entries an administrator may hide or restore: a deleted one stays deleted. */
  const alive = thread.deletable ? sql<boolean>`status = 'published'` : sql<boolean>`1 = 1`;

  const select = <R = ThreadRow>(
    where: RawBuilder<boolean>,
    { limit, oldestFirst = false, titles = false }: Listing,
  ) =>
    sql<R>`select t.id, t.${itemOf} as item_id, t.user_id, t.parent_id, t.reply_to_user_id,
        t.content, t.child_count, t.created_at, author.nick_name as author_nick_name,
        answered.nick_name as reply_to_nick_name, i.user_id as item_user_id
        ${titles ? sql`, i.title as item_title` : sql``}
      from ${entries} t
      join users author on author.id = t.user_id
      left join users answered on answered.id = t.reply_to_user_id
      join ${items} i on i.id = t.${itemOf}
      where ${where} and ${visible}
      order by t.id ${oldestFirst ? sql`asc` : sql`desc`} limit ${limit}`
      .execute(db)
      .then((r) => r.rows);
  const after = (id: number | undefined, direction: '<' | '>') =>
    id === undefined ? sql<boolean>`1 = 1` : sql<boolean>`t.id ${sql.raw(direction)} ${id}`;
  /** Leaves out the entries of writers the reader blocked (decision 0042). */
  const unblocked = (blockerId: number | undefined) =>
    blockerId === undefined
      ? sql<boolean>`1 = 1`
      : notBlockedBy(blockerId, { column: 't.user_id' });

  return {
    /** A visible entry. */
    async find(id: number): Promise<ThreadRow | undefined> {
      return (await select(sql`t.id = ${id}`, { limit: 1 }))[0];
    },

    /** Inserts the entry and moves the item's count (and the parent's), in the caller's transaction. */
    async insert(entry: NewEntry, trx: Db): Promise<number> {
      const values: [string, unknown][] = [
        [kind.idColumn, entry.itemId],
        ['user_id', entry.userId],
        ['parent_id', entry.parentId],
        ['reply_to_user_id', entry.answered?.userId ?? null],
        ['content', entry.content],
        ['created_at', entry.createdAt],
        ...(thread.recipients
          ? ([
              ['reply_to_id', entry.answered?.id ?? null],
              ['recipient_id', entry.recipientId],
            ] as [string, unknown][])
          : []),
        ...(thread.deletable ? ([['status', 'published']] as [string, unknown][]) : []),
      ];
      const { rows } = await sql<{ id: number }>`insert into ${entries}
        (${sql.join(values.map(([column]) => sql.ref(column)))})
        values (${sql.join(values.map(([, value]) => value))}) returning id`.execute(trx);
      await sql`update ${items} set ${count} = ${count} + 1 where id = ${entry.itemId}`.execute(
        trx,
      );
      if (entry.parentId !== null) {
        await sql`update ${entries} set child_count = child_count + 1
          where id = ${entry.parentId}`.execute(trx);
      }
      return rows[0]!.id;
    },

    /**
     * An item's top-level entries, newest first; hidden ones and the blocker's blocked writers'
     * (and so their children) left out.
     */
    listTop(
      itemId: number,
      limit: number,
      beforeId?: number,
      blockerId?: number,
    ): Promise<ThreadRow[]> {
      return select(
        sql`t.${itemOf} = ${itemId} and t.parent_id is null and ${after(beforeId, '<')}
          and ${unblocked(blockerId)}`,
        { limit },
      );
    },

    /** One entry's children, oldest first. */
    listChildren(
      parentId: number,
      limit: number,
      afterId?: number,
      blockerId?: number,
    ): Promise<ThreadRow[]> {
      return select(
        sql`t.parent_id = ${parentId} and ${after(afterId, '>')} and ${unblocked(blockerId)}`,
        { limit, oldestFirst: true },
      );
    },

    /**
     * The first `perParent` children of each parent, oldest first: one query per parent, each
     * an index range (a page has at most MAX_PAGE_SIZE parents, most with no children at all).
     */
    async previewChildren(
      parents: readonly { id: number; child_count: number }[],
      perParent: number,
      blockerId?: number,
    ): Promise<Map<number, ThreadRow[]>> {
      const withChildren = parents.filter((p) => p.child_count > 0);
      const lists = await Promise.all(
        withChildren.map((p) => this.listChildren(p.id, perParent, undefined, blockerId)),
      );
      return new Map(withChildren.map((p, i) => [p.id, lists[i]!]));
    },

    /**
     * Entries a user wrote (`user_id`) or, in kinds with recipients, received (`recipient_id`),
     * newest first, under items that are not deleted.
     */
    listFor(
      column: 'user_id' | 'recipient_id',
      userId: number,
      limit: number,
      beforeId?: number,
    ): Promise<ListedThreadRow[]> {
      // Received: others' entries only, never one's own answer in one's own thread, nor one from
      // a writer the user blocked.
      const others =
        column === 'recipient_id'
          ? sql`and t.user_id <> ${userId} and ${notBlockedBy(userId, { column: 't.user_id' })}`
          : sql``;
      return select<ListedThreadRow>(
        sql`t.${sql.ref(column)} = ${userId} ${others} and i.status <> 'deleted'
          and ${after(beforeId, '<')}`,
        { limit, titles: true },
      );
    },

    /**
     * Hides or restores one entry (decision 0008), keeping the counts what readers see: a hidden
     * top-level entry takes its visible children out of the item's count with it (they are
     * listed under it only), a hidden child leaves its parent's child_count, and the item's count
     * too unless the parent is hidden already. False when the entry is missing, not alive or
     * already so.
     */
    async setHidden(trx: Db, id: number, change: HiddenChange): Promise<boolean> {
      const from = change.hidden ? 0 : 1;
      const { rows } = await sql<{
        item_id: number;
        parent_id: number | null;
        child_count: number;
      }>`update ${entries} set hidden = ${change.hidden ? 1 : 0}, status_reason = ${change.reason}
        where id = ${id} and hidden = ${from} and ${alive}
        returning ${itemOf} as item_id, parent_id, child_count`.execute(trx);
      const row = rows[0];
      if (!row) return false;
      const sign = change.hidden ? -1 : 1;
      let moved = 1 + row.child_count;
      if (row.parent_id !== null) {
        await sql`update ${entries} set child_count = child_count + ${sign}
          where id = ${row.parent_id}`.execute(trx);
        const { rows: parent } = await sql<{ hidden: number }>`select hidden from ${entries}
          where id = ${row.parent_id}`.execute(trx);
        moved = parent[0]?.hidden === 1 ? 0 : 1;
      }
      if (moved > 0) {
        await sql`update ${items} set ${count} = ${count} + ${sign * moved}
          where id = ${row.item_id}`.execute(trx);
      }
      return true;
    },
  };
}

interface Listing {
  limit: number;
  oldestFirst?: boolean;
  /** Adds the item's title (a user's own list). */
  titles?: boolean;
}

export type ThreadRepository = ReturnType<typeof createThreadRepository>;
