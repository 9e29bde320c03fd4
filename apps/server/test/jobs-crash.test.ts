import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Code, DEFAULT_SIGN_SALT, requestResetVcode } from '@huaren/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createUserRepository } from '../src/modules/accounts/user.repository';
import { createTestClient } from './support/client';
import { createTestDatabase, type TestDatabase } from './support/database';
import { uniqueEmail } from './support/factories';
import { codeIn, messagesTo, nthMessageTo } from './support/outbox';

const root = join(import.meta.dirname, '../../..');

interface Server {
  baseUrl: string;
  child: ChildProcess;
}

/** The real server (main.ts) in a process of its own, on this file's database. */
async function startServer(database: TestDatabase, env: Record<string, string>): Promise<Server> {
  // node itself with tsx as a loader: the tsx command would run the server in a child process of
  // its own, and kill -9 would reach only the wrapper.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        ...database.env,
        PORT: '0',
        LOG_LEVEL: 'info',
        DEMO_CONTENT: '0',
        WEB_DIST: join(database.dataDir, 'no-web-build'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout!.setEncoding('utf8');
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: string) => {
      out += chunk;
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (listening) resolve(listening[1]!);
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${out}`)));
  });
  return { baseUrl, child };
}

async function kill9(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.on('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

describe('a server killed with kill -9 right after answering', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  const running: Server[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const server of running)
      if (server.child.exitCode === null && server.child.signalCode === null) {
        await kill9(server);
      }
    await database?.drop();
  });

  /** An account straight into the database the server migrated (its password is never used). */
  async function registeredAccount(): Promise<string> {
    const db = openDatabase(loadConfig(database.env).database, console);
    try {
      const email = uniqueEmail();
      await createUserRepository(db).insert({
        nickName: '重启用户',
        email,
        phone: null,
        passwordHash: 'unused',
        now: Date.now(),
      });
      return email;
    } finally {
      await db.destroy();
    }
  }

  it('delivers the reset code after a restart', async () => {
    // A process that runs no worker, so the job is surely still queued when it dies (a worker
    // killed mid-send leaves a lease, claimed again after it runs out: jobs.test.ts).
    const first = await startServer(database, { JOBS_WORKER: '0' });
    running.push(first);
    const email = await registeredAccount();
    const client = createTestClient(first.baseUrl, DEFAULT_SIGN_SALT, Date.now);
    expect(await client.call(requestResetVcode, { account: email })).toEqual({
      code: Code.ok,
      data: { resendAfter: 60 },
    });
    await kill9(first);
    expect(await messagesTo(database.dataDir, email)).toEqual([]);

    running.push(await startServer(database, {}));
    const delivered = await nthMessageTo(database.dataDir, email, 0);
    expect(delivered.subject).toBe('【华人生活圈】重置密码验证码');
    expect(codeIn(delivered.text)).toMatch(/^\d{6}$/);
  });
});
