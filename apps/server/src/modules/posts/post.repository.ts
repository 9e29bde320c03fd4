import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { PostTable } from '../../db/schema';

export type PostRow = Selectable<PostTable>;
/** A post with its author's public name, as detail and write calls answer it. */
export type PostWithAuthor = PostRow & { author_nick_name: string };
export type PostValues = Omit<
  Insertable<PostTable>,
  'id' | 'view_count' | 'reply_count' | 'like_count'
>;

/**
 * Every column of PostTable, named: `select *` would also fetch the search index's column on
 * PostgreSQL (a tsvector as long as the text), which no answer needs.
 */
const POST_COLUMNS = [
  'id',
  'user_id',
  'category_id',
  'region_id',
  'country_id',
  'state_id',
  'metro_id',
  'title',
  'content',
  'images',
  'thumb_url',
  'image_count',
  'contact_phone',
  'contact_wechat',
  'contact_email',
  'price',
  'latitude',
  'longitude',
  'address',
  'status',
  'view_count',
  'reply_count',
  'like_count',
  'recommended_at',
  'created_at',
  'updated_at',
  'expires_at',
] as const satisfies readonly (keyof PostTable)[];
const QUALIFIED = POST_COLUMNS.map((c) => `posts.${c}` as const);

/** Others see a post while this holds; its author sees it in every status but deleted. */
export const PUBLISHED = 'published';

export function createPostRepository(db: Db) {
  const withAuthor = (trx: Db = db) =>
    trx
      .selectFrom('posts')
      .innerJoin('users', 'users.id', 'posts.user_id')
      .select(QUALIFIED)
      .select('users.nick_name as author_nick_name');

  return {
    async insert(values: PostValues, trx: Db = db): Promise<number> {
      const row = await trx
        .insertInto('posts')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Any status; callers decide who may see it. */
    findWithAuthor(id: number, trx: Db = db): Promise<PostWithAuthor | undefined> {
      return withAuthor(trx).where('posts.id', '=', id).executeTakeFirst();
    },

    /** The caller's own post in any status but deleted: the ownership check of every write. */
    findOwn(id: number, userId: number, trx: Db = db): Promise<PostRow | undefined> {
      return trx
        .selectFrom('posts')
        .select(POST_COLUMNS)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('status', '<>', 'deleted')
        .executeTakeFirst();
    },

    /** A post with its author and whether the viewer likes it (false for a visitor): one query. */
    findForViewer(
      id: number,
      viewerId: number | null,
    ): Promise<(PostWithAuthor & { liked: number }) | undefined> {
      return withAuthor()
        .select((eb) =>
          viewerId === null
            ? eb.lit(0).as('liked')
            : eb
                .case()
                .when(
                  eb.exists(
                    eb
                      .selectFrom('post_likes')
                      .select('post_likes.id')
                      .whereRef('post_likes.post_id', '=', 'posts.id')
                      .where('post_likes.user_id', '=', viewerId),
                  ),
                )
                .then(1)
                .else(0)
                .end()
                .as('liked'),
        )
        .where('posts.id', '=', id)
        .executeTakeFirst();
    },

    /** A deleted post is never written again; answers whether a row changed. */
    async update(id: number, values: Updateable<PostTable>, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('posts')
        .set(values)
        .where('id', '=', id)
        .where('status', '<>', 'deleted')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Another life from `now` for the owner's published or expired post; false otherwise. */
    async renew(id: number, userId: number, now: number, expiresAt: number): Promise<boolean> {
      const result = await db
        .updateTable('posts')
        .set({ status: PUBLISHED, expires_at: expiresAt, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('status', 'in', [PUBLISHED, 'expired'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Whether the post takes replies, likes and reports: published and unexpired. */
    async isVisible(id: number, now: number, trx: Db = db): Promise<PostRow | undefined> {
      return trx
        .selectFrom('posts')
        .select(POST_COLUMNS)
        .where('id', '=', id)
        .where('status', '=', PUBLISHED)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /** Moves published posts past their life to `expired` (housekeeping; reads never rely on it). */
    async expire(now: number): Promise<number> {
      const result = await db
        .updateTable('posts')
        .set({ status: 'expired' })
        .where('status', '=', PUBLISHED)
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type PostRepository = ReturnType<typeof createPostRepository>;
