import { Code, DEFAULT_SIGN_SALT, requestResetVcode } from '@huaren/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createUserRepository } from '../src/modules/accounts/user.repository';
import { createTestClient } from './support/client';
import { createTestDatabase, type TestDatabase } from './support/database';
import { uniqueEmail } from './support/factories';
import { codeIn, messagesTo, nthMessageTo } from './support/outbox';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './support/server-process';

describe('a server killed with kill -9 right after answering', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  const running: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const server of running) await stopServerProcess(server, 'SIGKILL');
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
    const first = await startServerProcess(database, { JOBS_WORKER: '0' });
    running.push(first);
    const email = await registeredAccount();
    const client = createTestClient(first.baseUrl, DEFAULT_SIGN_SALT, Date.now);
    expect(await client.call(requestResetVcode, { account: email })).toEqual({
      code: Code.ok,
      data: { resendAfter: 60 },
    });
    await stopServerProcess(first, 'SIGKILL');
    expect(await messagesTo(database.dataDir, email)).toEqual([]);

    running.push(await startServerProcess(database));
    const delivered = await nthMessageTo(database.dataDir, email, 0);
    expect(delivered.subject).toBe('【华人生活圈】重置密码验证码');
    expect(codeIn(delivered.text)).toMatch(/^\d{6}$/);
  });
});
