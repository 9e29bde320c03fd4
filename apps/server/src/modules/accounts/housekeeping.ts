import { createSessionRepository } from '../../auth/session.repository';
import type { Db } from '../../db/database';
import type { HousekeepingTask } from '../../hooks/housekeeping';
import { createLoginLogRepository } from './login-log.repository';
import { LOGIN_LOG_RETENTION_MS } from './rules';
import { createVcodeRepository } from './vcode.repository';

export function accountHousekeeping(db: Db): HousekeepingTask[] {
  return [
    { name: 'expired sessions', run: (now) => createSessionRepository(db).purgeExpired(now) },
    { name: 'expired codes', run: (now) => createVcodeRepository(db).purgeExpired(now) },
    {
      name: 'old login logs',
      run: (now) => createLoginLogRepository(db).purgeOlderThan(now - LOGIN_LOG_RETENTION_MS),
    },
  ];
}
