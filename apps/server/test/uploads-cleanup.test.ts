import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/lib/clock';
import { cleanUpOrphans } from '../src/modules/uploads/orphans';
import { useTestApp, type TestApp } from './support/app';
import { articleInput, createArticle } from './support/articles';
import { photo, storedFiles, uploadOk, uploadRows } from './support/images';
import { createPost, createSessionUser, places, postInput } from './support/posts';
import type { TestStoreKind } from './support/s3';

const root = join(import.meta.dirname, '../../..');
const keysOf = (id: string) => [`${id}.thumb.webp`, `${id}.webp`];
/** Stored keys whatever the store's layout (the disk store keeps them in two-letter folders). */
const storedKeys = async (t: TestApp) =>
  (await storedFiles(t)).map((file) => file.split('/').pop()!).sort();

describe.each<TestStoreKind>(['disk', 's3'])('cleanUpOrphans on the %s store', (store) => {
  const ctx = useTestApp({ store });

  it('deletes the unattached uploads older than a day, rows and files, and nothing else', async () => {
    const t = ctx();
    const p = await places(t);
    const alice = await createSessionUser(t);
    const bob = await createSessionUser(t);
    const image = async (seed: number) => uploadOk(t, alice.token, await photo(320, 240, { seed }));
    const [inPost, inBody, cover, orphan, reuploaded] = await Promise.all(
      [101, 102, 103, 104, 105].map(image),
    );
    await createPost(t, alice.token, postInput(p, { images: [inPost!.id] }));
    await createArticle(
      t,
      alice.token,
      articleInput(p.flushing, {
        body: `法拉盛缅街今天的街景，人很多。\n\n![](${inBody!.url})`,
        coverImageId: cover!.id,
      }),
    );
    // A file with no row (its upload failed after the write), and two days pass.
    await t.app.imageStore.put(`${'f'.repeat(64)}.webp`, Buffer.from('stray'));
    t.clock.advance(2 * DAY_MS);
    // Bob uploads the reuploaded image again today: his row keeps it.
    await uploadOk(t, bob.token, await photo(320, 240, { seed: 105 }));
    const fresh = await image(106);
    const before = await storedKeys(t);

    const result = await cleanUpOrphans(t.app.db, t.app.imageStore, t.clock.now());

    expect(result).toEqual({ uploads: 1, objects: 3 });
    const gone = [...keysOf(orphan!.id), `${'f'.repeat(64)}.webp`];
    expect(await storedKeys(t)).toEqual(before.filter((key) => !gone.includes(key)));
    for (const kept of [inPost, inBody, cover, reuploaded, fresh]) {
      expect(await t.app.imageStore.exists(`${kept!.id}.webp`)).toBe(true);
    }
    const rows = (await uploadRows(t)).map((row) => row.id);
    expect(rows).not.toContain(orphan!.id);
    expect(new Set(rows)).toEqual(
      new Set([inPost, inBody, cover, reuploaded, fresh].map((kept) => kept!.id)),
    );
    // The image is served no more, and the next run finds nothing.
    expect((await fetch(`${t.baseUrl}${orphan!.url}`)).status).toBe(404);
    expect(await cleanUpOrphans(t.app.db, t.app.imageStore, t.clock.now())).toEqual({
      uploads: 0,
      objects: 0,
    });
  });
});

describe('npm run cleanup:uploads', () => {
  const ctx = useTestApp({ store: 'disk' });

  it('runs on the environment’s database and store', { timeout: 60_000 }, async () => {
    const result = spawnSync(
      join(root, 'node_modules/.bin/tsx'),
      [join(root, 'apps/server/src/cli/cleanup-uploads.ts')],
      { cwd: root, env: { ...process.env, ...ctx().database.env }, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      'Orphaned uploads older than 24 hours: 0 removed, 0 stored files deleted.\n',
    );
    expect(result.status).toBe(0);
  });
});
