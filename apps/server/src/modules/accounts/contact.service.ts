import type {
  changeEmailOrPhone,
  requestMyVcode,
  requestNewVcode,
  signupVcode,
} from '@huaren/contract';
import { Code, parseContact, type Contact, type UserInfo } from '@huaren/contract';
import { verifyPassword } from '../../auth/password';
import type { SessionUser } from '../../auth/session';
import { isUniqueViolation } from '../../db/errors';
import type { InputData } from '../../lib/register-call';
import { Refusal } from '../../lib/envelope';
import { contactChangedNotice } from '../../messaging/texts';
import type { ClientInfo } from './client';
import type { AccountDeps } from './deps';
import { noticeRecipient, sendNotice } from './notices';
import { accountOf, checkPassword, passwordRefusal } from './password-check';
import { Reasons } from './reasons';
import { presentUserInfo } from './user.presenter';
import { contactColumn, createUserRepository, type UserRow } from './user.repository';
import { consumeCodes, type VcodeService } from './vcode.service';

/** Codes to contacts, and binding a new e-mail or phone to an account. */
export function createContactService(deps: AccountDeps, vcodes: VcodeService) {
  const { db, now, limiter } = deps;
  const users = createUserRepository(db);

  async function me(caller: SessionUser): Promise<UserRow> {
    const user = await users.findById(caller.id);
    if (!user) throw new Refusal(Code.notLoggedIn, Reasons.noSuchUser);
    return user;
  }

  /** A contact the caller may bind: not theirs already, not anyone else's. */
  async function ensureBindable(user: UserRow, contact: Contact): Promise<void> {
    if (user[contactColumn[contact.kind]] === contact.value) {
      throw new Refusal(Code.invalid, Reasons.sameContact(contact.kind));
    }
    if (await users.findByContact(contact.kind, contact.value)) {
      throw new Refusal(Code.conflict, Reasons.boundElsewhere(contact.kind));
    }
  }

  /**
   * The current contact a "my" code goes to for a change of this kind: the one being replaced,
   * or, when the account has none of this kind yet, its other one.
   */
  function currentContact(user: UserRow, kind: Contact['kind']): Contact | null {
    const own = user[contactColumn[kind]];
    if (own) return { kind, value: own };
    const otherKind = kind === 'email' ? 'phone' : 'email';
    const other = user[contactColumn[otherKind]];
    return other ? { kind: otherKind, value: other } : null;
  }

  return {
    async signupCode(input: InputData<typeof signupVcode>, client: ClientInfo) {
      const contact = parseContact(input.account)!;
      if (await users.findByContact(contact.kind, contact.value)) {
        throw new Refusal(Code.conflict, Reasons.registered(contact.kind));
      }
      return vcodes.issue({
        purpose: 'signup',
        contact,
        userId: null,
        ip: client.ip,
        delivery: 'await',
      });
    },

    async newContactCode(
      input: InputData<typeof requestNewVcode>,
      caller: SessionUser,
      client: ClientInfo,
    ) {
      const user = await me(caller);
      const contact = parseContact(input.account)!;
      await ensureBindable(user, contact);
      return vcodes.issue({
        purpose: 'bind-new',
        contact,
        userId: user.id,
        ip: client.ip,
        delivery: 'await',
      });
    },

    async myCode(input: InputData<typeof requestMyVcode>, caller: SessionUser, client: ClientInfo) {
      const user = await me(caller);
      const own = user[contactColumn[input.channel]];
      if (!own) throw new Refusal(Code.invalid, Reasons.noContact(input.channel));
      const contact: Contact = { kind: input.channel, value: own };
      return vcodes.issue({
        purpose: 'my',
        contact,
        userId: user.id,
        ip: client.ip,
        delivery: 'await',
      });
    },

    /**
     * Proof of the account (current password, or a code sent to a current contact), then the
     * code sent to the new contact; both codes are used only once everything has passed.
     */
    async change(
      input: InputData<typeof changeEmailOrPhone>,
      caller: SessionUser,
      client: ClientInfo,
    ): Promise<UserInfo> {
      const user = await me(caller);
      const contact = parseContact(input.account)!;
      await ensureBindable(user, contact);
      const t = now();
      const used: number[] = [];
      if (input.password !== undefined) {
        const password = input.password;
        const verdict = await checkPassword(
          limiter,
          { account: accountOf(user.id), ip: client.ip },
          () => verifyPassword(password, user.password_hash),
        );
        if (!verdict.ok) throw passwordRefusal(verdict, Reasons.wrongCurrentPassword);
      } else {
        const current = currentContact(user, contact.kind);
        if (!current) throw new Refusal(Code.invalid, Reasons.vcodeInvalid);
        used.push(await vcodes.check('my', current.value, user.id, input.myVcode!));
      }
      used.push(await vcodes.check('bind-new', contact.value, user.id, input.vcode));
      let updated: UserRow;
      try {
        updated = await db.transaction().execute(async (trx) => {
          await consumeCodes(trx, used, t);
          return createUserRepository(trx).update(user.id, {
            [contactColumn[contact.kind]]: contact.value,
            updated_at: t,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw new Refusal(Code.conflict, Reasons.boundElsewhere(contact.kind));
        throw err;
      }
      await sendNotice(deps, noticeRecipient(user, contact.kind), (site) =>
        contactChangedNotice(site, contact.kind, contact.value),
      );
      return presentUserInfo(updated);
    },
  };
}
