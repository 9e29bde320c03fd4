import type { myLoginLogs, updateUser } from '@huaren/contract';
import { Code, type LoginLog, type Page, type UserInfo } from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import type { InputData } from '../../lib/register-call';
import { Refusal } from '../../lib/envelope';
import type { AccountDeps } from './deps';
import { createLoginLogRepository } from './login-log.repository';
import { Reasons } from './reasons';
import { presentLoginLog, presentUserInfo } from './user.presenter';
import { createUserRepository } from './user.repository';

/** The caller's own profile and login logs; every query is keyed by the caller's id. */
export function createProfileService(deps: AccountDeps) {
  const { db, now } = deps;
  const users = createUserRepository(db);
  const logs = createLoginLogRepository(db);

  return {
    async info(caller: SessionUser): Promise<UserInfo> {
      const user = await users.findById(caller.id);
      if (!user) throw new Refusal(Code.notLoggedIn, Reasons.noSuchUser);
      return presentUserInfo(user);
    },

    /**
     * Nickname and WeChat ID only: the columns are named here, so a request's other fields
     * (role, id, token, contactEmail, ...) cannot reach the row even if the schema let them by.
     */
    async update(input: InputData<typeof updateUser>, caller: SessionUser): Promise<UserInfo> {
      const row = await users.update(caller.id, {
        ...(input.nickName !== undefined ? { nick_name: input.nickName } : {}),
        ...(input.wechatNumber !== undefined ? { wechat: input.wechatNumber || null } : {}),
        updated_at: now(),
      });
      return presentUserInfo(row);
    },

    async loginLogs(
      input: InputData<typeof myLoginLogs>,
      caller: SessionUser,
    ): Promise<Page<LoginLog>> {
      const { pageSize } = input;
      const before = input.cursor
        ? decodeCursor(input.cursor, ['int'], Reasons.badCursor)[0]
        : undefined;
      const rows = await logs.listOf(caller.id, pageSize + 1, before);
      const page = rows.slice(0, pageSize);
      const last = page.at(-1);
      return {
        list: page.map(presentLoginLog),
        nextCursor: rows.length > pageSize && last ? encodeCursor([last.id]) : null,
      };
    },
  };
}
