import type { changeLoginPassword, requestResetVcode, resetLoginPassword } from '@huaren/contract';
import { Code, parseContact, type User } from '@huaren/contract';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { SessionUser } from '../../auth/session';
import { createSessionRepository } from '../../auth/session.repository';
import type { InputData } from '../../lib/register-call';
import { Refusal } from '../../lib/envelope';
import { passwordChangedNotice, passwordResetNotice } from '../../messaging/texts';
import type { ClientInfo } from './client';
import type { AccountDeps } from './deps';
import { startSession } from './auth.service';
import { createLoginLogRepository } from './login-log.repository';
import { noticeRecipient, sendNotice } from './notices';
import {
  accountOf,
  checkPassword,
  forgetPasswordFailures,
  passwordRefusal,
} from './password-check';
import { Reasons } from './reasons';
import { presentUser } from './user.presenter';
import { createUserRepository } from './user.repository';
import { consumeCodes, type VcodeService } from './vcode.service';

export function createPasswordService(deps: AccountDeps, vcodes: VcodeService) {
  const { db, now, limiter } = deps;
  const users = createUserRepository(db);

  return {
    /** Needs the current password; ends every session but the caller's. */
    async change(
      input: InputData<typeof changeLoginPassword>,
      caller: SessionUser,
      client: ClientInfo,
    ) {
      const user = await users.findById(caller.id);
      if (!user) throw new Refusal(Code.notLoggedIn, Reasons.noSuchUser);
      const verdict = await checkPassword(
        limiter,
        { account: accountOf(user.id), ip: client.ip },
        () => verifyPassword(input.oldPassword, user.password_hash),
      );
      if (!verdict.ok) throw passwordRefusal(verdict, Reasons.wrongCurrentPassword);
      const t = now();
      if (input.password === input.oldPassword)
        throw new Refusal(Code.invalid, Reasons.samePassword);
      const passwordHash = await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        await createUserRepository(trx).update(user.id, {
          password_hash: passwordHash,
          updated_at: t,
        });
        await createSessionRepository(trx).deleteAllOf(user.id, caller.tokenHash);
      });
      await sendNotice(deps, noticeRecipient(user, 'email'), passwordChangedNotice);
      return {};
    },

    /**
     * The same answer, the same limits and a stored code whether or not the account exists;
     * only the sending differs, and it happens after the answer (background), so neither the
     * body nor the timing tells an unknown account from a known one.
     */
    async requestCode(input: InputData<typeof requestResetVcode>, client: ClientInfo) {
      const contact = parseContact(input.account)!;
      const user = await users.findByContact(contact.kind, contact.value);
      return vcodes.issue({
        purpose: 'reset',
        contact,
        userId: null,
        ip: client.ip,
        delivery: user ? 'background' : 'none',
      });
    },

    /**
     * A reset code sets a new password, ends every session and signs the owner in with a new one:
     * proving a code gets the owner in whatever wrong passwords others tried (decision 0011).
     */
    async reset(input: InputData<typeof resetLoginPassword>, client: ClientInfo): Promise<User> {
      const contact = parseContact(input.account)!;
      const codeId = await vcodes.check('reset', contact.value, null, input.vcode);
      const user = await users.findByContact(contact.kind, contact.value);
      // Only reachable with a code that was never sent: answer as for any wrong code.
      if (!user) throw new Refusal(Code.invalid, Reasons.vcodeInvalid);
      if (user.status !== 'active') {
        throw new Refusal(Code.accountDisabled, Reasons.banned(user.ban_reason));
      }
      const passwordHash = await hashPassword(input.password);
      const t = now();
      const token = await db.transaction().execute(async (trx) => {
        await consumeCodes(trx, [codeId], t);
        await createUserRepository(trx).update(user.id, {
          password_hash: passwordHash,
          updated_at: t,
        });
        await createSessionRepository(trx).deleteAllOf(user.id);
        await createLoginLogRepository(trx).insert({
          userId: user.id,
          now: t,
          ...client,
          success: true,
        });
        return startSession(trx, user.id, client, t);
      });
      await forgetPasswordFailures(limiter, { account: accountOf(user.id), ip: client.ip });
      // The contact that received the code knows already; tell the other one, if any.
      const other = contact.kind === 'email' ? user.phone : user.email;
      const otherKind = contact.kind === 'email' ? 'phone' : 'email';
      await sendNotice(deps, other ? { kind: otherKind, value: other } : null, passwordResetNotice);
      return presentUser(user, token);
    },
  };
}
