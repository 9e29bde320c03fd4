import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { adminAuditLog, adminUserList, Code, userInfo } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { setRole } from '../../src/modules/admin/users/role';
import { createAdmin, latestAudit } from '../support/admin';
import { useTestApp } from '../support/app';
import { createLoggedInUser, createUser } from '../support/factories';

const ctx = useTestApp();
const root = join(import.meta.dirname, '../../../..');

/** The real command, on the test's database. */
function runCli(...args: string[]) {
  const result = spawnSync(
    join(root, 'node_modules/.bin/tsx'),
    [join(root, 'apps/server/src/cli/admin.ts'), ...args],
    { cwd: root, env: { ...process.env, ...ctx().database.env }, encoding: 'utf8' },
  );
  return { status: result.status, out: result.stdout + result.stderr };
}

// Each run of the command starts a process that compiles and loads the server's modules (4-8 s
// on a loaded 2-core machine), and a test runs up to three.
describe('npm run admin', { timeout: 60_000 }, () => {
  it('grants and revokes the role by phone in any format, with an audit record and no actor', async () => {
    const user = await createLoggedInUser(ctx(), { phone: '+12125550142', nickName: '站长' });
    const granted = runCli('grant', '(212) 555-0142');
    expect(granted).toEqual({
      status: 0,
      out: `站长 (id ${user.id}, (212) 555-0142) is now an administrator.\n`,
    });
    // The role is read with the session: no new login is needed.
    expect((await ctx().client.call(adminUserList, {}, { token: user.token })).code).toBe(Code.ok);
    const log = await ctx().client.call(
      adminAuditLog,
      { targetType: 'user' },
      { token: user.token },
    );
    expect(log.data!.list[0]).toMatchObject({
      actor: null,
      action: 'user.grant',
      targetId: String(user.id),
      before: { role: 'user' },
      after: { role: 'admin' },
    });

    expect(runCli('grant', user.email!).out).toContain('already is an administrator');
    expect(runCli('revoke', user.email!.toUpperCase())).toMatchObject({ status: 0 });
    expect(await ctx().client.call(adminUserList, {}, { token: user.token })).toMatchObject({
      code: Code.notFound,
    });
    expect((await ctx().client.call(userInfo, {}, { token: user.token })).data!.role).toBe('user');
    const reader = await createAdmin(ctx());
    expect(await latestAudit(ctx(), reader.token, 'user', user.id)).toMatchObject({
      actor: null,
      action: 'user.revoke',
      before: { role: 'admin' },
      after: { role: 'user' },
    });
  });

  it('exits non-zero for an unknown account or a wrong command', () => {
    expect(runCli('grant', 'nobody@example.com')).toEqual({
      status: 1,
      out: 'No account with the e-mail or phone nobody@example.com.\n',
    });
    expect(runCli('promote', 'nobody@example.com').status).toBe(1);
    expect(runCli('grant').out).toContain('Usage: npm run admin -- grant|revoke');
  });

  it('setRole is what the command calls', async () => {
    const user = await createUser(ctx());
    const admin = await createAdmin(ctx());
    expect(await setRole(ctx().app.db, user.account, 'admin', ctx().clock.now())).toEqual({
      outcome: 'changed',
      userId: user.id,
      nickName: user.nickName,
    });
    expect(await setRole(ctx().app.db, 'not-a-contact', 'admin', 0)).toEqual({
      outcome: 'unknown-account',
    });
    const log = await ctx().client.call(
      adminAuditLog,
      { actorId: admin.id },
      { token: admin.token },
    );
    expect(log.data!.list).toEqual([]);
  });
});
