import { newPost, postList, type InputOf, type Post } from '@huaren/contract';
import { SESSION_TTL_MS } from '../../src/auth/session';
import { createSessionRepository } from '../../src/auth/session.repository';
import { hashSessionToken, newSessionToken } from '../../src/auth/token';
import type { TestApp } from './app';
import { countRows } from './rows';
import { DAY_MS } from '../../src/lib/clock';
import { createUser, unique, type LoggedInUser, type UserOverrides } from './factories';
import { callOk } from './call-ok';

/** Ids of the seeded catalog the post tests file posts under, looked up by name. */
export interface Places {
  usa: number;
  canada: number;
  newYorkState: number;
  flushing: number;
  brooklyn: number;
  california: number;
  bayArea: number;
  housing: number;
  jobs: number;
  secondhand: number;
}

export async function places(t: TestApp): Promise<Places> {
  const regions = await t.app.db.selectFrom('regions').select(['id', 'name']).execute();
  const categories = await t.app.db.selectFrom('categories').select(['id', 'name']).execute();
  const region = (name: string) => regions.find((r) => r.name === name)!.id;
  const category = (name: string) => categories.find((c) => c.name === name)!.id;
  return {
    usa: region('美国'),
    canada: region('加拿大'),
    newYorkState: region('纽约州'),
    flushing: region('纽约/法拉盛'),
    brooklyn: region('布鲁克林'),
    california: region('加利福尼亚州'),
    bayArea: region('旧金山湾区'),
    housing: category('房屋租售'),
    jobs: category('招聘求职'),
    secondhand: category('二手买卖'),
  };
}

export type PostInputOf = InputOf<typeof newPost>;

/** Puts a category under review before publishing (decision 0008). */
export async function premoderate(t: TestApp, categoryId: number): Promise<void> {
  await t.app.db
    .updateTable('categories')
    .set({ premoderated: 1 })
    .where('id', '=', categoryId)
    .execute();
  t.app.catalog.invalidate();
}

/** A valid publish form: a job in Flushing unless overridden, with a unique title. */
export function postInput(p: Places, overrides: Partial<PostInputOf> = {}): PostInputOf {
  return {
    title: `餐馆招聘炒锅师傅${unique()}`,
    content: '法拉盛缅街川菜馆招聘炒锅师傅一名，包吃住，工资面议。',
    categoryId: p.jobs,
    regionId: p.flushing,
    contact: { phone: '(718) 555-0123', wechat: 'flushing_chef' },
    ...overrides,
  };
}

/** Publishes through the real call and answers the post. */
export async function createPost(t: TestApp, token: string, input: PostInputOf): Promise<Post> {
  return callOk(t, newPost, input, token);
}

/** The ids of the posts the public keyword search lists, in its order (first page). */
/**
 * Moves a post's expiry to `at` (a moment ago unless given) as time passing would, without the
 * housekeeping that marks it expired: published, past its life, still indexed.
 */
export async function setExpiry(t: TestApp, postId: number, at = t.clock.now() - 1): Promise<void> {
  await t.app.db.updateTable('posts').set({ expires_at: at }).where('id', '=', postId).execute();
}

export async function searchIds(
  t: TestApp,
  keyword: string,
  filters: Omit<InputOf<typeof postList>, 'keyword'> = {},
): Promise<number[]> {
  const res = await t.client.call(postList, { keyword, ...filters });
  if (res.code !== 200) throw new Error(`search failed: ${res.code} ${res.reason}`);
  return res.data!.list.map((x) => x.id);
}

/** A session written straight into the database (no login, no scrypt): its token. */
export async function createSession(t: TestApp, userId: number): Promise<string> {
  const token = newSessionToken();
  const now = t.clock.now();
  await createSessionRepository(t.app.db).insert({
    tokenHash: hashSessionToken(token),
    userId,
    now,
    expiresAt: now + SESSION_TTL_MS,
    ip: '127.0.0.1',
    device: 'test',
  });
  return token;
}

/** Overrides for an account past the new-account limits (registered a week ago). */
export function established(t: TestApp): UserOverrides {
  return { createdAt: t.clock.now() - 7 * DAY_MS };
}

/**
 * A user with a fresh session: for tests that need many users at once (50 parallel likes), where
 * 50 logins would spend seconds in scrypt and the login limits. Established unless told otherwise:
 * most tests are not about decision 0008's new-account limits.
 */
export async function createSessionUser(
  t: TestApp,
  overrides: UserOverrides = established(t),
): Promise<LoggedInUser> {
  const user = await createUser(t, overrides);
  return { ...user, token: await createSession(t, user.id) };
}

/** `count` new signed-in users, and a post at the launch places by the first of them. */
export async function postAmongUsers(
  t: TestApp,
  count = 1,
): Promise<[Post, LoggedInUser, ...LoggedInUser[]]> {
  const users = await Promise.all(Array.from({ length: count }, () => createSessionUser(t)));
  const author = users[0]!;
  return [await createPost(t, author.token, postInput(await places(t))), author, ...users.slice(1)];
}

/** How many rows of `table` the user wrote: what the database holds, whatever the calls said. */
export async function storedBy(
  t: TestApp,
  table: 'posts' | 'post_replies' | 'post_reports' | 'articles' | 'article_comments',
  userId: number,
): Promise<number> {
  return countRows(t.app.db, table, 'user_id', userId);
}

/** Publishes posts as one author, a fresh one unless given: the posting limit is per author. */
export async function publishAll(
  t: TestApp,
  p: Places,
  inputs: Partial<PostInputOf>[],
  author?: string,
): Promise<number[]> {
  const token = author ?? (await createSessionUser(t)).token;
  const made: number[] = [];
  for (const input of inputs) made.push((await createPost(t, token, postInput(p, input))).id);
  return made;
}
