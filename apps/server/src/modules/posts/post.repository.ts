import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import { POSTS } from '../../core/content/kinds';
import { likedColumn } from '../../core/content/like.repository';
import type { PostStatusValue } from '../../db/schema';
import {
  POST_COLUMNS,
  PUBLISHED,
  QUALIFIED,
  type PostEdit,
  type PostRow,
  type PostValues,
  type PostWithAuthor,
  type StatusChange,
} from './post-row';
import { heldDelete, heldFollowStatus, heldInsert, isHeld } from './held-search-index';
import {
  ftsDelete,
  ftsInsert,
  NO_TERMS,
  termsOf,
  withTerms,
  type IndexedPost,
} from './search-index';

/** Housekeeping expires posts in transactions of this many, so no write waits long behind one. */
const EXPIRE_BATCH = 500;

/**
 * Every write keeps the keyword index (search-index.ts) to published posts, in the caller's
 * transaction: pass `trx` from a transaction whenever the post is written.
 */
export function createPostRepository(db: Db) {
  const pg = isPostgres(db);
  const withAuthor = (trx: Db = db) =>
    trx
      .selectFrom('posts')
      .innerJoin('users', 'users.id', 'posts.user_id')
      .select(QUALIFIED)
      .select('users.nick_name as author_nick_name');

  return {
    async insert(values: PostValues, trx: Db = db): Promise<number> {
      const published = values.status === PUBLISHED;
      const row = await trx
        .insertInto('posts')
        .values(pg && published ? withTerms(values, termsOf(values)) : values)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!pg && published) await ftsInsert(trx, row.id, values);
      if (isHeld(values.status)) await heldInsert(trx, row.id, values);
      return row.id;
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

    /** A post with its author and whether the viewer likes it (false for a visitor): one query. */
    findForViewer(
      id: number,
      viewerId: number | null,
    ): Promise<(PostWithAuthor & { liked: number }) | undefined> {
      return withAuthor()
        .select(likedColumn(POSTS, viewerId))
        .where('posts.id', '=', id)
        .executeTakeFirst();
    },

    /**
     * The owner's edit, in any status but deleted (a delete racing it is not undone); answers
     * whether a row changed. The post keeps its status unless `toReview`, which makes it pending
     * (decision 0008); its entry in the index of its status (public or held) follows the new text,
     * category and region.
     */
    async edit(id: number, values: PostEdit, trx: Db, { toReview = false } = {}): Promise<boolean> {
      const review = { status: 'pending', status_reason: null } as const;
      const set = toReview ? { ...values, ...review } : values;
      const terms = toReview
        ? NO_TERMS
        : sql`case when status = ${PUBLISHED} then ${termsOf(values)} else ${NO_TERMS} end`;
      const row = await trx
        .updateTable('posts')
        .set(pg ? withTerms(set, terms) : set)
        .where('id', '=', id)
        .where('status', '<>', 'deleted')
        .returning('status')
        .executeTakeFirst();
      if (!row) return false;
      if (!pg) {
        await ftsDelete(trx, [id]);
        if (row.status === PUBLISHED) await ftsInsert(trx, id, values);
      }
      // A held post stays held, or a published one goes to review: either way its held entry is
      // written anew (an edit never takes a post out of held).
      if (isHeld(row.status)) {
        await heldDelete(trx, [id]);
        await heldInsert(trx, id, values);
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
      let current = trx
        .selectFrom('posts')
        .select(['title', 'content', 'category_id', 'country_id', 'state_id', 'metro_id', 'status'])
        .where('id', '=', id)
        .where('status', 'in', from);
      // An edit or another change between this read and the update would otherwise slip in.
      if (pg) current = current.forUpdate();
      const post: (IndexedPost & { status: PostStatusValue }) | undefined =
        await current.executeTakeFirst();
      if (!post) return false;
      const published = change.status === PUBLISHED;
      const values = {
        status: change.status,
        status_reason: change.reason,
        updated_at: change.now,
      };
      await trx
        .updateTable('posts')
        .set(pg ? withTerms(values, published ? termsOf(post) : NO_TERMS) : values)
        .where('id', '=', id)
        .execute();
      if (!pg) {
        await ftsDelete(trx, [id]);
        if (published) await ftsInsert(trx, id, post);
      }
      await heldFollowStatus(trx, id, post, post.status, change.status);
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
      const row = await db
        .selectFrom('categories')
        .select('premoderated')
        .where('id', '=', categoryId)
        .executeTakeFirst();
      return row?.premoderated === 1;
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
      let current = trx
        .selectFrom('posts')
        .select(['title', 'content', 'category_id', 'country_id', 'state_id', 'metro_id'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('status', 'in', [PUBLISHED, 'expired']);
      // An edit between this read and the update below would otherwise index the old text.
      // (SQLite runs one transaction at a time on its one connection.)
      if (pg) current = current.forUpdate();
      const post: IndexedPost | undefined = await current.executeTakeFirst();
      if (!post) return false;
      const values = { status: PUBLISHED, expires_at: expiresAt, updated_at: now } as const;
      await trx
        .updateTable('posts')
        .set(pg ? withTerms(values, termsOf(post)) : values)
        .where('id', '=', id)
        .execute();
      if (!pg) {
        await ftsDelete(trx, [id]);
        await ftsInsert(trx, id, post);
      }
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
          const values = { status: 'expired' as const };
          const rows = await trx
            .updateTable('posts')
            .set(pg ? withTerms(values, NO_TERMS) : values)
            .where('id', 'in', due)
            // Checked again on the row: another instance or a renew may have got there first.
            .where('status', '=', PUBLISHED)
            .where('expires_at', '<=', now)
            .returning('id')
            .execute();
          const ids = rows.map((r) => r.id);
          if (!pg) await ftsDelete(trx, ids);
          return ids.length;
        });
        total += count;
        if (count < EXPIRE_BATCH) return total;
      }
    },
  };
}

export type PostRepository = ReturnType<typeof createPostRepository>;
