import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { ContentKind } from '../../src/core/content/kinds';
import { createAdmin } from './admin';
import { useTestApp, type TestApp, type TestAppOptions } from './app';
import type { LoggedInUser } from './factories';
import {
  Code,
  type Article,
  type Call,
  type Envelope,
  type LikeState,
  type Post,
} from '@huaren/contract';
import { articleInput, createArticle, type ArticleInputOf } from './articles';
import {
  createPost,
  createSessionUser,
  places,
  postInput,
  type Places,
  storedBy,
  type PostInputOf,
} from './posts';

/** What a test file of posts, articles or the console works with, ready before its tests. */
export type ContentApp<K extends string> = {
  ctx: () => TestApp;
  p: Places;
  /** Publishes a post by the user through the real call: postInput's job in Flushing, overridden. */
  postBy: (user: { token: string }, overrides?: Partial<PostInputOf>) => Promise<Post>;
  /** Publishes an article by the user through the real call, in Flushing unless overridden. */
  articleBy: (user: { token: string }, overrides?: Partial<ArticleInputOf>) => Promise<Article>;
  /** How many rows of `table` the user wrote: what the database holds, whatever the calls said. */
  stored: (table: Parameters<typeof storedBy>[1], userId: number) => Promise<number>;
} & Record<K, LoggedInUser>;

/**
 * One app for the file (useTestApp), the seeded places (`p`) and a logged-in user under each name
 * given: established (past the new-account limits) with a session, except that one named `admin`
 * is an administrator, made as the command line makes one. `p` and the users are filled in before
 * the first test, so read their fields inside tests, never at the top of the file.
 */
export function useContentApp<K extends string = never>(
  names: K[] = [],
  options: TestAppOptions = {},
): ContentApp<K> {
  const ctx = useTestApp(options);
  const p = {} as Places;
  const users = Object.fromEntries(names.map((name) => [name, {}])) as Record<K, LoggedInUser>;
  beforeAll(async () => {
    Object.assign(p, await places(ctx()));
    for (const name of names) {
      const user = name === 'admin' ? await createAdmin(ctx()) : await createSessionUser(ctx());
      Object.assign(users[name], user);
    }
  });
  return {
    ctx,
    p,
    postBy: (user, overrides) => createPost(ctx(), user.token, postInput(p, overrides)),
    articleBy: (user, overrides) =>
      createArticle(ctx(), user.token, articleInput(p.flushing, overrides)),
    stored: (table, userId) => storedBy(ctx(), table, userId),
    ...users,
  };
}

/**
 * An item's stored `like_count` and its rows of likes: they must agree whatever the calls said
 * (parallel toggles, refused ones).
 */
export async function storedLikes(t: TestApp, kind: ContentKind, itemId: number) {
  const { rows: items } = await sql<{ like_count: number }>`select like_count
    from ${sql.table(kind.table)} where id = ${itemId}`.execute(t.app.db);
  const { rows: likes } = await sql`select id from ${sql.table(kind.likes)}
    where ${sql.ref(kind.idColumn)} = ${itemId}`.execute(t.app.db);
  return { count: items[0]!.like_count, rows: likes.length };
}

/** What the parallel-likes tests need of one content kind. */
export interface ParallelLikes {
  ctx: () => TestApp;
  kind: ContentKind;
  /** The kind's like toggle and the input key of its id (postId, articleId). */
  like: Call;
  idKey: string;
  /** A new published item to like. */
  newItem: () => Promise<{ id: number }>;
}

/**
 * Likes toggled at once, by many users or by one, leave the stored count equal to the rows: the
 * item's row is locked (PostgreSQL) or the writes are serial (SQLite). The same for every kind.
 */
export function itKeepsLikesExactInParallel({ ctx, kind, like, idKey, newItem }: ParallelLikes) {
  const toggle = (id: number, token: string) =>
    ctx().client.call(like, { [idKey]: id }, { token }) as Promise<Envelope<LikeState>>;

  it('50 users liking in parallel leave an exact count', async () => {
    const item = await newItem();
    const users = await Promise.all(Array.from({ length: 50 }, () => createSessionUser(ctx())));
    const answers = await Promise.all(users.map((u) => toggle(item.id, u.token)));
    expect(answers.every((a) => a.code === Code.ok && a.data!.liked)).toBe(true);
    expect(answers.map((a) => a.data!.likeCount).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(await storedLikes(ctx(), kind, item.id)).toEqual({ count: 50, rows: 50 });
  });

  it('50 parallel toggles by one user leave a consistent state', async () => {
    const item = await newItem();
    const reader = await createSessionUser(ctx());
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => toggle(item.id, reader.token)),
    );
    expect(answers.filter((a) => a.data?.liked).length).toBe(25);
    expect(await storedLikes(ctx(), kind, item.id)).toEqual({ count: 0, rows: 0 });
  });
}

/** An item's stored view count (views are written in batches about once a second). */
export async function storedViewCount(t: TestApp, kind: ContentKind, itemId: number) {
  const { rows } = await sql<{ view_count: number }>`select view_count
    from ${sql.table(kind.table)} where id = ${itemId}`.execute(t.app.db);
  return Number(rows[0]!.view_count);
}

/** Hides an item straight in the database, as moderation leaves it, behind the calls' back. */
export async function hideStored(t: TestApp, table: 'posts' | 'articles', id: number) {
  await t.app.db.updateTable(table).set({ status: 'hidden' }).where('id', '=', id).execute();
}

/**
 * Writes an hour's worth of thread entries (replies, comments) through `write`, each taken, then
 * `refused`, which the hourly limit turns away with its reason (429).
 */
export async function fillHourlyEntries(
  write: (content: string) => Promise<Envelope<unknown>>,
  max: number,
  refused: { content: string; reason: string },
): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    expect((await write(`第 ${i + 1} 条`)).code).toBe(Code.ok);
  }
  expect(await write(refused.content)).toEqual({
    code: Code.tooManyRequests,
    reason: refused.reason,
  });
}
