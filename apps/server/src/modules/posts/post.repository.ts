import { columnById } from '../../db/column-by-id';
import type { Db } from '../../db/database';
import { hasRow } from '../../db/has-row';
import { isPostgres } from '../../db/dialect';
import { insertReturningId } from '../../db/insert-returning-id';
import { preparedQuery } from '../../lib/prepared-query';
import type { PostStatusValue } from '../../db/schema';
import { POSTS, PUBLISHED } from '../../core/content/kinds';
import { likedColumn } from '../../core/content/like.repository';
import {
  POST_COLUMNS,
  QUALIFIED,
  type PostEdit,
  type PostRow,
  type PostValues,
  type PostWithAuthor,
  type StatusChange,
} from './post-row';
import { searchIndexOf } from './search/create-search-index';
import { INDEXED_COLUMNS, isHeld, type IndexedPost } from './search/search-index';

/** Housekeeping expires posts in transactions of this many, so no write waits long behind one. */
const EXPIRE_BATCH = 500;

/**
 * Every write keeps the keyword indexes (search/search-index.ts) to the post's status in the
 * caller's transaction: the public one to published posts, the held one to hidden and pending
 * ones. Pass `trx` from a transaction whenever the post is written.
 */
export function createPostRepository(db: Db) {
  const pg = isPostgres(db);
  const index = searchIndexOf(db);
  const withAuthor = (trx: Db = db) =>
    trx
      .selectFrom('posts')
      .innerJoin('users', 'users.id', 'posts.user_id')
      .select(QUALIFIED)
      .select('users.nick_name as author_nick_name');
  const forViewer = preparedQuery(db, (q: { id: number; viewerId: number | null }) =>
    withAuthor().select(likedColumn(POSTS, q.viewerId)).where('posts.id', '=', q.id),
  );
  const indexedQuery = (trx: Db) => trx.selectFrom('posts').select([...INDEXED_COLUMNS, 'status']);
  /** The indexed columns of the post `where` picks, held on PostgreSQL until `trx` ends. */
  const indexed = (trx: Db, where: (q: ReturnType<typeof indexedQuery>) => typeof q) => {
    const query = where(indexedQuery(trx));
    // A write between this read and the update would otherwise index the old text. (SQLite
    // runs one transaction at a time on its one connection.)
    return (pg ? query.forUpdate() : query).executeTakeFirst();
  };

  return {
    async insert(values: PostValues, trx: Db = db): Promise<number> {
      const entry = values.status === PUBLISHED ? values : null;
      const id = await insertReturningId(trx, 'posts', index.inRow(values, entry));
      if (entry) await index.afterWrite(trx, [id], entry);
      if (isHeld(values.status)) await index.hold(trx, id, values);
      return id;
    },

    /** Whether there is any post at all, in any status (the demo seed fills an empty site only). */
    any(): Promise<boolean> {
      return hasRow(db.selectFrom('posts').select('id'));
    },

    /** Any status; callers decide who may see it. */
    findWithAuthor(id: number, trx: Db = db): Promise<PostWithAuthor | undefined> {
      return withAuthor(trx).where('posts.id', '=', id).executeTakeFirst();
    },

    /**
     * The caller's own post in any status but deleted: the ownership check of every write. `lock`
     * (in a transaction) holds the row on PostgreSQL until it commits; SQLite runs one
     * transaction at a time.
     */
    findOwn(
      id: number,
      userId: number,
      trx: Db = db,
      { lock = false } = {},
    ): Promise<PostRow | undefined> {
      const query = trx
        .selectFrom('posts')
        .select(POST_COLUMNS)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('status', '<>', 'deleted');
      return (pg && lock ? query.forUpdate() : query).executeTakeFirst();
    },

    /**
     * A post with its author and whether the viewer likes it (false for a visitor): one query,
     * compiled once (lib/prepared-query.ts).
     */
    async findForViewer(
      id: number,
      viewerId: number | null,
    ): Promise<(PostWithAuthor & { liked: number }) | undefined> {
      return (await forViewer({ id, viewerId }))[0];
    },

    /**
     * The owner's edit, in any status but deleted (a delete racing it is not undone); answers
     * whether a row changed. The post keeps its status unless `toReview`, which makes it pending
     * (decision 0008) with `reason` (a risk rule's, decision 0040); its entry in the index of its
     * status (public or held) follows the new text, category and region.
     */
    async edit(
      id: number,
      values: PostEdit,
      trx: Db,
      { toReview = false, reason = null as string | null } = {},
    ): Promise<boolean> {
      const review = { status: 'pending', status_reason: reason } as const;
      const set = toReview ? { ...values, ...review } : values;
      const row = await trx
        .updateTable('posts')
        .set(index.inRow(set, toReview ? null : { ifPublished: values }))
        .where('id', '=', id)
        .where('status', '<>', 'deleted')
        .returning('status')
        .executeTakeFirst();
      if (!row) return false;
      await index.afterWrite(trx, [id], row.status === PUBLISHED ? values : null);
      // A held post stays held, or a published one goes to review: either way its held entry is
      // written anew (an edit never takes a post out of held).
      if (isHeld(row.status)) {
        await index.release(trx, [id]);
        await index.hold(trx, id, values);
      }
      return true;
    },

    /**
     * Moves the post from one of `from` to the new status, into the keyword index when it becomes
     * published and out of it otherwise (likewise the held index for hidden and pending); false
     * when its status was none of `from`.
     */
    async changeStatus(
      id: number,
      change: StatusChange,
      from: readonly PostStatusValue[],
      trx: Db,
    ): Promise<boolean> {
      const post = await indexed(trx, (q) => q.where('id', '=', id).where('status', 'in', from));
      if (!post) return false;
      const entry = change.status === PUBLISHED ? post : null;
      const values = {
        status: change.status,
        status_reason: change.reason,
        updated_at: change.now,
      };
      await trx.updateTable('posts').set(index.inRow(values, entry)).where('id', '=', id).execute();
      await index.afterWrite(trx, [id], entry);
      if (isHeld(post.status)) await index.release(trx, [id]);
      if (isHeld(change.status)) await index.hold(trx, id, post);
      return true;
    },

    /**
     * Whether the author wrote a post with the same text (contentHash) since `since`, in any
     * status: a deleted one too, or deleting and posting again would bump a post to the top of
     * the lists. `exceptId` leaves out the post being edited.
     */
    async hasDuplicate(
      userId: number,
      hash: string,
      since: number,
      { exceptId, trx = db }: { exceptId?: number; trx?: Db } = {},
    ): Promise<boolean> {
      let query = trx
        .selectFrom('posts')
        .select('id')
        .where('user_id', '=', userId)
        .where('content_hash', '=', hash)
        .where('created_at', '>', since);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** Whether new posts in the category wait for an administrator (read fresh, not cached). */
    async isPremoderated(categoryId: number): Promise<boolean> {
      return (await columnById(db, 'categories', 'premoderated', categoryId)) === 1;
    },

    /**
     * Another life from `now` for the owner's published or expired post; false otherwise. The
     * index entry is written afresh either way: an expired post has none, and a published post
     * past its life may have lost it to the migration that built the index from live posts only.
     */
    async renew(
      id: number,
      userId: number,
      now: number,
      expiresAt: number,
      trx: Db,
    ): Promise<boolean> {
      const post: IndexedPost | undefined = await indexed(trx, (q) =>
        q
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .where('status', 'in', [PUBLISHED, 'expired'])
          // A marked post expires with its mark (decision 0038): the undo, not a renewal, reopens it.
          .where('closed_at', 'is', null),
      );
      if (!post) return false;
      const values = { status: PUBLISHED, expires_at: expiresAt, updated_at: now } as const;
      await trx.updateTable('posts').set(index.inRow(values, post)).where('id', '=', id).execute();
      await index.afterWrite(trx, [id], post);
      return true;
    },

    /**
     * Moves published posts past their life to `expired` and out of the keyword index
     * (housekeeping; reads never rely on it). Answers how many.
     */
    async expire(now: number): Promise<number> {
      let total = 0;
      for (;;) {
        const count = await db.transaction().execute(async (trx) => {
          const due = trx
            .selectFrom('posts')
            .select('id')
            .where('status', '=', PUBLISHED)
            .where('expires_at', '<=', now)
            .limit(EXPIRE_BATCH);
          const rows = await trx
            .updateTable('posts')
            .set(index.inRow({ status: 'expired' as const }, null))
            .where('id', 'in', due)
            // Checked again on the row: another instance or a renew may have got there first.
            .where('status', '=', PUBLISHED)
            .where('expires_at', '<=', now)
            .returning('id')
            .execute();
          const ids = rows.map((r) => r.id);
          await index.afterWrite(trx, ids, null);
          return ids.length;
        });
        total += count;
        if (count < EXPIRE_BATCH) return total;
      }
    },
  };
}

export type PostRepository = ReturnType<typeof createPostRepository>;
