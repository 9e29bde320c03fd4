import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createUser, type TestUser } from './accounts';

const root = join(import.meta.dirname, '..', '..');

/** A user made administrator the only way there is: `npm run admin -- grant` on the server's data. */
export async function createAdmin(nickName = '管理员'): Promise<TestUser> {
  const user = await createUser({ nickName });
  execFileSync(
    join(root, 'node_modules', '.bin', 'tsx'),
    ['apps/server/src/cli/admin.ts', 'grant', user.email],
    { cwd: root, env: { ...process.env, DATA_DIR: inject('dataDir') }, stdio: 'pipe' },
  );
  return { ...user, role: 'admin' };
}
