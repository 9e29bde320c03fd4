import { spawnSync } from 'node:child_process';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { newComment, postDetail, postLike, postReply } from '@huaren/contract';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createS3Client } from '../src/storage/s3-store';
import { createBackup } from '../src/backup/backup';
import { createBucketBackups } from '../src/backup/bucket-copy';
import { backupName } from '../src/backup/manifest';
import { findBackup, restoreBackup } from '../src/backup/restore';
import { startTestApp, type TestApp } from './support/app';
import { articleInput, createArticle } from './support/articles';
import { createTestClient } from './support/client';
import { testDialect } from './support/database';
import { photo, uploadOk } from './support/images';
import { jobsSettled } from './support/jobs';
import { createPost, createSessionUser, places, postInput } from './support/posts';
import type { TestStoreKind } from './support/s3';
import { sqliteTables, storeContents } from './support/snapshot';

const root = join(import.meta.dirname, '../../..');

/** Users, posts with images, replies, likes, an article with images and a comment. */
async function writeContent(t: TestApp) {
  const p = await places(t);
  const [alice, bob] = await Promise.all([createSessionUser(t), createSessionUser(t)]);
  const images = await Promise.all(
    [1, 2, 3].map(async (seed) => uploadOk(t, alice.token, await photo(400, 300, { seed }))),
  );
  const post = await createPost(
    t,
    alice.token,
    postInput(p, { images: [images[0]!.id, images[1]!.id] }),
  );
  await t.client.call(
    postReply,
    { postId: post.id, content: '请问还在招人吗？' },
    { token: bob.token },
  );
  await t.client.call(postLike, { postId: post.id }, { token: bob.token });
  const article = await createArticle(
    t,
    alice.token,
    articleInput(p.flushing, { body: `法拉盛图书馆的新展览很好看。\n\n![](${images[2]!.url})` }),
  );
  await t.client.call(
    newComment,
    { articleId: article.id, content: '谢谢分享！' },
    { token: bob.token },
  );
  return post;
}

async function wipeStore(t: TestApp) {
  for await (const { key } of t.app.imageStore.list()) await t.app.imageStore.delete(key);
}

/** The command as npm runs it, on the environment of a test app. */
function runCli(t: TestApp, command: 'backup' | 'restore', ...args: string[]) {
  const result = spawnSync(
    join(root, 'node_modules/.bin/tsx'),
    [join(root, `apps/server/src/cli/${command}.ts`), ...args],
    { cwd: root, env: { ...process.env, ...t.database.env }, encoding: 'utf8' },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A second bucket on the test's s3rver, for BACKUP_S3_BUCKET. */
async function backupBucket(t: TestApp) {
  const client = createS3Client({ ...t.config.storage.s3!, bucket: 'backups' });
  await client.send(new CreateBucketCommand({ Bucket: 'backups' }));
  return createBucketBackups(client, 'backups');
}

// The backup commands are SQLite's; on PostgreSQL they point to its own tools.
if (testDialect() === 'sqlite') {
  // On S3 the backup goes to a backup bucket too, and comes back from there.
  describe.each<TestStoreKind>(['disk', 's3'])('backup and restore with the %s store', (store) => {
    it(
      'restores every table and every file after the database, the store and the folder were wiped',
      { timeout: 60_000 },
      async () => {
        const t = await startTestApp({ store });
        try {
          const post = await writeContent(t);
          // The notices the content queued are written before the backup, not between it and the
          // tables it is compared with.
          await jobsSettled(t, ['searches.match', 'notify']);
          const file = t.config.database.dialect === 'sqlite' ? t.config.database.file : '';
          const settings = { dir: join(t.config.dataDir, 'backups'), keep: 2 };
          const bucket = store === 's3' ? await backupBucket(t) : undefined;
          const now = t.clock.now();
          // Two earlier backups: the bucket keeps BACKUP_KEEP (2) as the folder does.
          const earlier = bucket ? [now - 2000, now - 1000] : [];
          for (const time of earlier) {
            await createBackup(file, t.app.imageStore, settings, time, bucket);
          }
          const { folder, uploads, copied, removed } = await createBackup(
            file,
            t.app.imageStore,
            settings,
            now,
            bucket,
          );
          expect([uploads, copied]).toEqual([6, bucket ? 8 : 0]);
          if (bucket) {
            expect(removed).toEqual([backupName(now - 2000)]);
            expect(await bucket.list()).toEqual([backupName(now - 1000), backupName(now)]);
          }
          const tables = sqliteTables(file);
          const files = await storeContents(t.app.imageStore);
          expect(tables.posts).toHaveLength(1);
          expect(Object.keys(files)).toHaveLength(6);

          await t.app.close();
          await wipeStore(t);
          for (const suffix of ['', '-wal', '-shm']) await rm(`${file}${suffix}`, { force: true });
          expect(await storeContents(t.app.imageStore)).toEqual({});
          if (bucket) await rm(settings.dir, { recursive: true });

          const which = bucket ? 's3:latest' : 'latest';
          expect(await findBackup(settings.dir, which, bucket ?? null)).toBe(folder);
          await restoreBackup(folder, file, t.app.imageStore);
          expect(sqliteTables(file)).toEqual(tables);
          expect(await storeContents(t.app.imageStore)).toEqual(files);

          // The restored site answers: the post and its image.
          const app = await buildApp(t.config, { now: t.clock.now });
          try {
            await app.listen({ port: 0, host: '127.0.0.1' });
            const { port } = app.server.address() as AddressInfo;
            const client = createTestClient(
              `http://127.0.0.1:${port}`,
              t.config.signSalt,
              t.clock.now,
            );
            const detail = await client.call(postDetail, { id: post.id });
            expect(detail).toMatchObject({ code: 200, data: { title: post.title } });
            const image = await app.inject({ url: post.images[0]!.url });
            expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/webp']);
            expect(image.rawPayload).toEqual(
              await readFile(join(folder, 'uploads', post.images[0]!.url.split('/').pop()!)),
            );
          } finally {
            await app.close();
          }
        } finally {
          await t.close();
        }
      },
    );
  });

  describe('backup retention and damage', () => {
    it(
      'keeps the newest BACKUP_KEEP backups, hard-linking unchanged uploads',
      { timeout: 60_000 },
      async () => {
        const t = await startTestApp({ store: 'disk' });
        try {
          await writeContent(t);
          const file = t.config.database.dialect === 'sqlite' ? t.config.database.file : '';
          const settings = { dir: join(t.config.dataDir, 'backups'), keep: 2 };
          const made = [];
          for (let i = 0; i < 3; i += 1) {
            made.push(
              await createBackup(file, t.app.imageStore, settings, t.clock.now() + i * 1000),
            );
          }
          expect(made[2]!.removed).toEqual([made[0]!.folder.split('/').pop()]);
          expect((await readdir(settings.dir)).sort()).toEqual(
            [made[1]!, made[2]!].map((m) => m.folder.split('/').pop()).sort(),
          );
          const [upload] = await readdir(join(made[2]!.folder, 'uploads'));
          expect((await stat(join(made[2]!.folder, 'uploads', upload!))).nlink).toBe(2);

          // A damaged backup changes nothing.
          const before = sqliteTables(file);
          await writeFile(join(made[2]!.folder, 'uploads', upload!), 'not an image');
          await expect(restoreBackup(made[2]!.folder, file, t.app.imageStore)).rejects.toThrow(
            `uploads/${upload} is missing or changed`,
          );
          expect(sqliteTables(file)).toEqual(before);
        } finally {
          await t.close();
        }
      },
    );
  });

  describe('npm run backup and npm run restore', () => {
    it('back up into BACKUP_DIR and restore the latest', { timeout: 60_000 }, async () => {
      const t = await startTestApp({ store: 'disk' });
      try {
        await writeContent(t);
        const backup = runCli(t, 'backup');
        expect(backup.stdout).toMatch(
          /^Backed up the database and 6 stored files to .*\/backups\/backup-[\dTZ-]+ in \d+ ms\.\n$/,
        );
        expect(backup.status).toBe(0);
        const restore = runCli(t, 'restore', 'latest');
        expect(restore.stdout).toMatch(/^Restored the database and 6 stored files from /);
        expect(restore.status).toBe(0);
      } finally {
        await t.close();
      }
    });
  });
} else {
  describe('npm run backup on PostgreSQL', () => {
    it('refuses and names pg_dump and docs/backup.md', { timeout: 60_000 }, async () => {
      const t = await startTestApp({ store: 'disk' });
      try {
        for (const [command, tool] of [
          ['backup', 'pg_dump'],
          ['restore', 'pg_restore'],
        ] as const) {
          const result = runCli(t, command, ...(command === 'restore' ? ['latest'] : []));
          expect(result.status).toBe(1);
          expect(result.stderr).toContain(`${tool} (docs/backup.md)`);
        }
      } finally {
        await t.close();
      }
    });
  });
}
