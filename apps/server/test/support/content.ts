import { sql } from 'kysely';
import { beforeAll } from 'vitest';
import type { ContentKind } from '../../src/core/content/kinds';
import { createAdmin } from './admin';
import { useTestApp, type TestApp, type TestAppOptions } from './app';
import type { LoggedInUser } from './factories';
import { createSessionUser, places, type Places } from './posts';

/** What a test file of posts, articles or the console works with, ready before its tests. */
export type ContentApp<K extends string> = { ctx: () => TestApp; p: Places } & Record<
  K,
  LoggedInUser
>;

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
  return { ctx, p, ...users };
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
