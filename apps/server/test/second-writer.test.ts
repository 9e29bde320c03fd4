import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Code, postLike } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { createPost, createSessionUser, places, postInput } from './support/posts';

const ctx = useTestApp();
const root = join(import.meta.dirname, '../../..');

/** support/second-writer.ts in a process of its own, on this file's database, once it writes. */
async function startSecondWriter() {
  const child = spawn(
    join(root, 'node_modules/.bin/tsx'),
    [join(root, 'apps/server/test/support/second-writer.ts')],
    {
      cwd: root,
      env: { ...process.env, ...ctx().database.env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the second writer exited (${code}): ${out}`)));
  });
  return {
    /** Stops it and answers how many commits it made. */
    async stop(): Promise<number> {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      return Number(/commits (\d+)/.exec(out)?.[1] ?? 0);
    },
  };
}

// Issue 14: on SQLite a transaction that read before writing answered "database is locked" (500)
// at once when another process had written in between, whatever the busy timeout.
describe('another process writing to the database', { timeout: 90_000 }, () => {
  it('never makes an API write answer 500', async () => {
    const t = ctx();
    const author = await createSessionUser(t);
    const reader = await createSessionUser(t);
    const post = await createPost(t, author.token, postInput(await places(t)));
    const writer = await startSecondWriter();
    const codes: number[] = [];
    const until = Date.now() + 3_000;
    try {
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (Date.now() < until) {
            // A like toggle reads the post, then writes: the transaction SQLite could not let wait.
            const like = await t.client.call(
              postLike,
              { postId: post.id },
              { token: reader.token },
            );
            codes.push(like.code);
          }
        }),
      );
    } finally {
      expect(await writer.stop()).toBeGreaterThan(50);
    }
    expect(codes.length).toBeGreaterThan(100);
    expect(codes.filter((code) => code !== Code.ok)).toEqual([]);
  });
});
