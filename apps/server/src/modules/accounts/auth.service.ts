import type { login, register } from '@huaren/contract';
import { Code, parseContact, type User } from '@huaren/contract';
import { hashPassword, needsRehash, verifyDecoy, verifyPassword } from '../../auth/password';
import { SESSION_TTL_MS, type SessionUser } from '../../auth/session';
import { createSessionRepository } from '../../auth/session.repository';
import { hashSessionToken, newSessionToken } from '../../auth/token';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { InputData } from '../../lib/register-call';
import { Refusal } from '../../lib/envelope';
import { secondsLeft } from '../../limits/rate-limiter';
import type { ClientInfo } from './client';
import type { AccountDeps } from './deps';
import { createLoginLogRepository } from './login-log.repository';
import { checkPassword, passwordAccount, passwordRefusal } from './password-check';
import { Reasons } from './reasons';
import { Limits } from './rules';
import { presentUser } from './user.presenter';
import { createUserRepository } from './user.repository';
import type { VcodeService } from './vcode.service';
import { consumeCodes } from './vcode.service';

/** Opens a session: the token goes to the client once, its hash to the table. */
export async function startSession(
  db: Db,
  userId: number,
  client: ClientInfo,
  now: number,
): Promise<string> {
  const token = newSessionToken();
  await createSessionRepository(db).insert({
    tokenHash: hashSessionToken(token),
    userId,
    now,
    expiresAt: now + SESSION_TTL_MS,
    ip: client.ip,
    device: client.device,
  });
  return token;
}

export function createAuthService(deps: AccountDeps, vcodes: VcodeService) {
  const { db, now, limiter } = deps;
  const users = createUserRepository(db);
  const logs = createLoginLogRepository(db);

  return {
    /** A new account, logged in: the code, the account, its session and its first log in one transaction. */
    async register(input: InputData<typeof register>, client: ClientInfo): Promise<User> {
      const contact = parseContact(input.account)!;
      if (await users.findByContact(contact.kind, contact.value)) {
        throw new Refusal(Code.conflict, Reasons.registered(contact.kind));
      }
      const codeId = await vcodes.check('signup', contact.value, null, input.vcode);
      const passwordHash = await hashPassword(input.password);
      const t = now();
      try {
        return await db.transaction().execute(async (trx) => {
          await consumeCodes(trx, [codeId], t);
          const user = await createUserRepository(trx).insert({
            nickName: input.nickName,
            email: contact.kind === 'email' ? contact.value : null,
            phone: contact.kind === 'phone' ? contact.value : null,
            passwordHash,
            now: t,
          });
          const token = await startSession(trx, user.id, client, t);
          await createLoginLogRepository(trx).insert({
            userId: user.id,
            now: t,
            ...client,
            success: true,
          });
          return presentUser(user, token);
        });
      } catch (err) {
        // Someone registered the same contact between our check and our insert.
        if (isUniqueViolation(err))
          throw new Refusal(Code.conflict, Reasons.registered(contact.kind));
        throw err;
      }
    },

    /**
     * The per-IP limit, then the password (password-check.ts: an unknown account is checked and
     * counted like a known one, against a decoy), then the account's status: a banned account's
     * reason is shown only to someone who knows its password. Every attempt on an existing
     * account is logged.
     */
    async login(input: InputData<typeof login>, client: ClientInfo): Promise<User> {
      const perIp = await limiter.hit(Limits.loginPerIp, client.ip);
      if (!perIp.allowed) {
        throw new Refusal(
          Code.tooManyRequests,
          Reasons.loginTooOften(secondsLeft(perIp.retryAfterMs)),
        );
      }
      const contact = parseContact(input.account)!;
      const user = await users.findByContact(contact.kind, contact.value);
      const verdict = await checkPassword(
        limiter,
        { account: passwordAccount(user, contact), ip: client.ip },
        () =>
          user ? verifyPassword(input.password, user.password_hash) : verifyDecoy(input.password),
      );
      const t = now();
      const fail = async (error: Refusal): Promise<never> => {
        if (user) await logs.insert({ userId: user.id, now: t, ...client, success: false });
        throw error;
      };
      if (!verdict.ok) return fail(passwordRefusal(verdict, Reasons.wrongCredentials));
      if (!user) throw new Error('unreachable: the decoy never matches');
      if (user.status !== 'active') {
        return fail(new Refusal(Code.accountDisabled, Reasons.banned(user.ban_reason)));
      }
      if (needsRehash(user.password_hash)) {
        await users.update(user.id, {
          password_hash: await hashPassword(input.password),
          updated_at: t,
        });
      }
      const token = await startSession(db, user.id, client, t);
      await logs.insert({ userId: user.id, now: t, ...client, success: true });
      return presentUser(user, token);
    },

    /** Ends the caller's own session. Another id is answered as not found and ends nothing. */
    async logout(user: SessionUser, id: number): Promise<Record<string, never>> {
      if (id !== user.id) throw new Refusal(Code.notFound, Reasons.noSuchUser);
      await createSessionRepository(db).delete(user.tokenHash);
      return {};
    },
  };
}
