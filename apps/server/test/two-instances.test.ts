import {
  Code,
  DEFAULT_SIGN_SALT,
  Messages,
  isLogin,
  login,
  logout,
  newPost,
  postDetail,
  postList,
  regionList,
  requestResetVcode,
  uploadBase64,
  userInfo,
} from '@huaren/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password';
import { loadConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/database';
import { migrations } from '../src/db/migrations';
import { categorySeed } from '../src/db/seed/categories';
import { createJobRepository } from '../src/jobs/job.repository';
import { DAY_MS } from '../src/lib/clock';
import { sendMessageJob } from '../src/messaging/message-job';
import { createUserRepository } from '../src/modules/accounts/user.repository';
import { digestJob } from '../src/modules/notifications/digest';
import { PostReasons } from '../src/modules/posts/reasons';
import { createTestClient, signedHeaders, type TestClient } from './support/client';
import { createTestDatabase, testDialect, type TestDatabase } from './support/database';
import { DEFAULT_PASSWORD, uniqueEmail, uniquePhone } from './support/factories';
import { dataUrl, photo } from './support/images';
import { readOutbox } from './support/outbox';
import { countRows } from './support/rows';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './support/server-process';

/** The public cache's documented staleness on another instance (decision 0009). */
const PUBLIC_CACHE_MS = 1000;

interface Instance {
  server: ServerProcess;
  client: TestClient;
}

// Several instances share one database only on PostgreSQL: SQLite is a file on one machine, and
// its single-host concurrency is tested by second-writer.test.ts.
describe.skipIf(testDialect() !== 'postgres')(
  'two server processes on one PostgreSQL database and one upload folder (PostgreSQL only: SQLite serves one host)',
  { timeout: 180_000 },
  () => {
    let database: TestDatabase;
    let db: Db;
    let a: Instance;
    let b: Instance;
    /** A then B then A…: one user's requests spread over both, as a balancer would. */
    let turn = 0;
    const next = () => (turn++ % 2 === 0 ? a : b);

    beforeAll(async () => {
      database = await createTestDatabase();
      const env = { PUBLIC_CACHE_MS: String(PUBLIC_CACHE_MS) };
      // Both start at once on the empty schema: both migrate and seed, and both must come up.
      const [first, second] = await Promise.all([
        startServerProcess(database, env),
        startServerProcess(database, env),
      ]);
      const instance = (server: ServerProcess) => ({
        server,
        client: createTestClient(server.baseUrl, DEFAULT_SIGN_SALT),
      });
      a = instance(first);
      b = instance(second);
      db = openDatabase(loadConfig(database.env).database, console);
    }, 120_000);
    afterAll(async () => {
      await db?.destroy();
      for (const instance of [a, b]) if (instance) await stopServerProcess(instance.server);
      await database?.drop();
    });

    /** An account straight into the database, registered `age` ago (a week: past 0008's limits). */
    async function account(age = 7 * DAY_MS) {
      const email = uniqueEmail();
      await createUserRepository(db).insert({
        nickName: '双实例用户',
        email,
        phone: uniquePhone(),
        passwordHash: await hashPassword(DEFAULT_PASSWORD),
        now: Date.now() - age,
      });
      return email;
    }

    async function loginOn(instance: Instance, email: string) {
      const res = await instance.client.call(login, { account: email, password: DEFAULT_PASSWORD });
      expect(res.code).toBe(Code.ok);
      return { id: res.data!.id, token: res.data!.token };
    }

    it('both came up migrating an empty schema together: each migration and seed ran once', async () => {
      for (const { server } of [a, b]) {
        expect(server.output()).not.toMatch(/"level":(50|60)/);
        expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
      }
      const ran = await db
        .selectFrom('kysely_migration' as never)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(ran.n)).toBe(Object.keys(migrations).length);
      const categories = await db.selectFrom('categories').select('id').execute();
      expect(categories).toHaveLength(categorySeed.length);
      // Each instance schedules the daily digest at start unless one is queued: one is.
      expect(await countRows(db, 'jobs', 'kind', digestJob.kind)).toBe(1);
    });

    it('a session made on one is live on the other, and a logout on one ends it on both', async () => {
      const user = await loginOn(a, await account());
      const me = await b.client.call(userInfo, {}, { token: user.token });
      expect(me.code).toBe(Code.ok);
      expect(me.data!.id).toBe(user.id);
      expect(await b.client.call(logout, { id: user.id }, { token: user.token })).toMatchObject({
        code: Code.ok,
      });
      expect(await a.client.call(isLogin, {}, { token: user.token })).toEqual({
        code: Code.ok,
        data: { login: false },
      });
      expect((await a.client.call(userInfo, {}, { token: user.token })).code).toBe(
        Code.notLoggedIn,
      );
    });

    it('a nonce used on one is refused on the other', async () => {
      const headers = signedHeaders(DEFAULT_SIGN_SALT);
      const send = (instance: Instance) =>
        fetch(`${instance.server.baseUrl}${regionList.path}`, { headers }).then((res) =>
          res.json(),
        );
      expect(await send(a)).toMatchObject({ code: Code.ok });
      expect(await send(b)).toEqual({ code: Code.invalid, reason: Messages.replayedNonce });
    });

    it('a rate limit and a quota count the requests of both', async () => {
      const email = await account();
      expect((await a.client.call(requestResetVcode, { account: email })).code).toBe(Code.ok);
      expect((await b.client.call(requestResetVcode, { account: email })).code).toBe(
        Code.tooManyRequests,
      );

      // A new account may publish 3 posts in its first day (decision 0008), wherever they land.
      const author = await loginOn(b, await account(0));
      const [categoryId, regionId] = await launchPlace();
      const publish = (instance: Instance, n: number) =>
        instance.client.call(
          newPost,
          {
            title: `双实例配额测试第${n}条`,
            content: `两个实例轮流接收同一用户的发布请求，第${n}条。`,
            categoryId,
            regionId,
            contact: { wechat: 'two_instances' },
          },
          { token: author.token },
        );
      for (let n = 1; n <= 3; n += 1) expect((await publish(next(), n)).code).toBe(Code.ok);
      expect(await publish(next(), 4)).toEqual({
        code: Code.tooManyRequests,
        reason: PostReasons.newAccountPosts,
      });
    });

    it("a post published on one reaches the other's cached list within its second", async () => {
      const author = await loginOn(a, await account());
      const [categoryId, regionId] = await launchPlace();
      const list = async (instance: Instance) => {
        const res = await instance.client.call(postList, { categoryId });
        expect(res.code).toBe(Code.ok);
        return res.data!.list.map((post) => post.id);
      };
      await list(b); // B now holds this page in its cache
      const created = await a.client.call(
        newPost,
        {
          title: '双实例缓存测试',
          content: '发布在一个实例上，另一个实例的缓存最多一秒后看到。',
          categoryId,
          regionId,
          contact: { wechat: 'two_instances' },
        },
        { token: author.token },
      );
      expect(created.code).toBe(Code.ok);
      const written = Date.now();
      expect(await list(a)).toContain(created.data!.id); // the writer's instance: at once
      let seenAfter = -1;
      while (Date.now() - written < PUBLIC_CACHE_MS * 3) {
        if ((await list(b)).includes(created.data!.id)) {
          seenAfter = Date.now() - written;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(seenAfter).toBeGreaterThanOrEqual(0);
      // The cache's second, and a margin for the list requests of a loaded machine.
      expect(seenAfter).toBeLessThan(PUBLIC_CACHE_MS + 500);
    });

    it('jobs queued for both workers each run exactly once', async () => {
      const jobs = createJobRepository(db);
      const recipients = Array.from({ length: 40 }, () => uniqueEmail());
      const now = Date.now();
      for (const to of recipients) {
        const message = { channel: 'email' as const, to, subject: '双实例', text: to };
        await jobs.enqueue(
          db,
          { kind: sendMessageJob.kind, payload: message, maxAttempts: 1, runAt: now },
          now,
        );
      }
      const deadline = Date.now() + 20_000;
      let delivered: string[];
      for (;;) {
        const outbox = await readOutbox(database.dataDir);
        delivered = outbox.map((m) => m.to).filter((to) => recipients.includes(to));
        const left = await db
          .selectFrom('jobs')
          .select('id')
          .where('kind', '=', sendMessageJob.kind)
          .execute();
        if ((delivered.length >= recipients.length && left.length === 0) || Date.now() > deadline)
          break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(delivered.sort()).toEqual([...recipients].sort());
    });

    it('an image uploaded on one is served and attached on the other', async () => {
      const user = await loginOn(a, await account());
      const uploaded = await a.client.call(
        uploadBase64,
        { file: dataUrl(await photo(320, 240, { seed: 23 })) },
        { token: user.token },
      );
      expect(uploaded.code).toBe(Code.ok);
      const image = await fetch(`${b.server.baseUrl}${uploaded.data!.url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');

      const [categoryId, regionId] = await launchPlace();
      const post = await b.client.call(
        newPost,
        {
          title: '双实例图片测试',
          content: '图片上传到一个实例，帖子发布在另一个实例。',
          categoryId,
          regionId,
          images: [uploaded.data!.id],
          contact: { wechat: 'two_instances' },
        },
        { token: user.token },
      );
      expect(post.code).toBe(Code.ok);
      const detail = await a.client.call(postDetail, { id: post.data!.id });
      expect(detail.data!.images.map((i) => i.id)).toEqual([uploaded.data!.id]);
    });

    /** A seeded category that publishes at once, and a metro to file under. */
    async function launchPlace(): Promise<[number, number]> {
      const category = await db
        .selectFrom('categories')
        .select('id')
        .where('name', '=', '招聘求职')
        .executeTakeFirstOrThrow();
      const region = await db
        .selectFrom('regions')
        .select('id')
        .where('name', '=', '纽约/法拉盛')
        .executeTakeFirstOrThrow();
      return [category.id, region.id];
    }
  },
);
