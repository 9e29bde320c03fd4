import { Code, changeLoginPassword, isLogin, login, resetLoginPassword } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { Reasons } from '../../src/modules/accounts/reasons';
import { useTestApp } from '../support/app';
import {
  createLoggedInUser,
  createUser,
  uniqueEmail,
  uniqueIp,
  type TestUser,
} from '../support/factories';
import { NEW_PASSWORD, resetCodeFor } from '../support/password-reset';

// Issue 14 and docs/decisions/0011-login-lockout.md: ten wrong passwords from two addresses
// locked any account for ten minutes, and a locked account answered 429 where an unknown one
// answered 400.
const ctx = useTestApp();
const MINUTE = 60_000;

const wrong = { code: Code.invalid, reason: Reasons.wrongCredentials };
const heldOff = (minutes: number) => ({
  code: Code.tooManyRequests,
  reason: Reasons.passwordHeldOff(minutes),
});
const slowed = (minutes: number) => ({
  code: Code.tooManyRequests,
  reason: Reasons.passwordSlowed(minutes),
});

/**
 * A login from `ip`, 10 s after the last one: six a minute is what one address may try at all
 * (the per-IP limit), so a test of ten from one address spaces them.
 */
async function loginFrom(ip: string, account: string, password: string) {
  ctx().clock.advance(10_000);
  return ctx().client.call(login, { account, password }, { headers: { 'X-Forwarded-For': ip } });
}

/** The owner asks for a reset code from `ip` and sets NEW_PASSWORD with it. */
async function resetWithCode(owner: TestUser, ip: string) {
  const from = { headers: { 'X-Forwarded-For': ip } };
  const vcode = await resetCodeFor(ctx(), owner.email!, from);
  return ctx().client.call(
    resetLoginPassword,
    { account: owner.email!, vcode, password: NEW_PASSWORD },
    from,
  );
}

const answer = ({ code, reason }: { code: number; reason?: string }) => ({ code, reason });

describe('wrong passwords from one address', () => {
  it('hold that address off the account for the rest of 15 minutes, and no other', async () => {
    const owner = await createUser(ctx());
    const stranger = uniqueIp();
    for (let i = 0; i < 9; i++) {
      expect(await loginFrom(stranger, owner.email!, `guess-${i}`)).toEqual(wrong);
    }
    // The tenth, 90 s after the first, says so; the right password is not even checked.
    expect(await loginFrom(stranger, owner.email!, 'guess-9')).toEqual(heldOff(14));
    expect(answer(await loginFrom(stranger, owner.email!, owner.password))).toEqual(heldOff(14));
    expect((await loginFrom(uniqueIp(), owner.email!, owner.password)).code).toBe(Code.ok);
    ctx().clock.advance(14 * MINUTE);
    expect((await loginFrom(stranger, owner.email!, owner.password)).code).toBe(Code.ok);
  });

  it('count for the account by its e-mail and its phone alike', async () => {
    const owner = await createUser(ctx());
    const stranger = uniqueIp();
    for (let i = 0; i < 5; i++) await loginFrom(stranger, owner.email!, `guess-${i}`);
    for (let i = 5; i < 9; i++) await loginFrom(stranger, owner.phone!, `guess-${i}`);
    expect(answer(await loginFrom(stranger, owner.phone!, 'guess-9'))).toEqual(heldOff(14));
  });

  it('start again after a right one', async () => {
    const owner = await createUser(ctx());
    const ip = uniqueIp();
    for (let i = 0; i < 9; i++) await loginFrom(ip, owner.email!, `guess-${i}`);
    expect((await loginFrom(ip, owner.email!, owner.password)).code).toBe(Code.ok);
    for (let i = 0; i < 9; i++) {
      expect(await loginFrom(ip, owner.email!, `guess-${i}`)).toEqual(wrong);
    }
  });

  it('are counted and answered for an unknown account exactly as for a known one', async () => {
    const known = await createUser(ctx());
    const answers = async (account: string, password: string) => {
      const ip = uniqueIp();
      const seen = [];
      for (let i = 0; i < 11; i++) seen.push(answer(await loginFrom(ip, account, `guess-${i}`)));
      seen.push(answer(await loginFrom(ip, account, password)));
      return seen;
    };
    const fromKnown = await answers(known.email!, known.password);
    expect(fromKnown.at(-1)).toEqual(heldOff(14));
    expect(await answers(uniqueEmail(), known.password)).toEqual(fromKnown);
  });

  it('count wrong current passwords of a signed-in user too', async () => {
    const user = await createLoggedInUser(ctx());
    const change = () =>
      ctx().client.call(
        changeLoginPassword,
        { oldPassword: 'not-my-password', password: NEW_PASSWORD },
        { token: user.token },
      );
    for (let i = 0; i < 9; i++) {
      expect(await change()).toEqual({ code: Code.invalid, reason: Reasons.wrongCurrentPassword });
    }
    expect(await change()).toEqual(heldOff(15));
  });
});

describe('wrong passwords from many addresses', () => {
  /** 30 wrong passwords for the account, each from an address of its own. */
  async function spray(owner: TestUser) {
    for (let i = 0; i < 30; i++) {
      expect(await loginFrom(uniqueIp(), owner.email!, `guess-${i}`)).toEqual(wrong);
    }
  }

  it('slow the account to one attempt per 10 minutes, and never lock it', async () => {
    const owner = await createUser(ctx());
    await spray(owner);
    // The stranger takes the slot of these 10 minutes; the owner's attempt waits for the next.
    expect(await loginFrom(uniqueIp(), owner.email!, 'guess-30')).toEqual(wrong);
    const home = uniqueIp();
    expect(answer(await loginFrom(home, owner.email!, owner.password))).toEqual(slowed(10));
    ctx().clock.advance(10 * MINUTE);
    expect((await loginFrom(home, owner.email!, owner.password)).code).toBe(Code.ok);
    // The owner's success starts the count again.
    expect(await loginFrom(uniqueIp(), owner.email!, 'guess-31')).toEqual(wrong);
    expect(await loginFrom(uniqueIp(), owner.email!, 'guess-32')).toEqual(wrong);
  });

  it('cannot keep out an owner who proves a code: the reset signs in', async () => {
    const owner = await createLoggedInUser(ctx());
    await spray(owner);
    await loginFrom(uniqueIp(), owner.email!, 'guess-30');
    const home = uniqueIp();
    expect(answer(await loginFrom(home, owner.email!, owner.password))).toEqual(slowed(10));

    const reset = await resetWithCode(owner, home);
    expect(reset.data).toMatchObject({ id: owner.id, contactEmail: owner.email });
    expect((await ctx().client.call(isLogin, {}, { token: reset.data!.token })).data).toEqual({
      login: true,
    });
    // The strangers' count went with the old password: the new one logs in at once.
    expect((await loginFrom(uniqueIp(), owner.email!, NEW_PASSWORD)).code).toBe(Code.ok);
  });

  it("do not stop a code when the owner's own address is held off", async () => {
    const owner = await createUser(ctx());
    const home = uniqueIp();
    for (let i = 0; i < 10; i++) await loginFrom(home, owner.email!, `forgotten-${i}`);
    expect(answer(await loginFrom(home, owner.email!, owner.password))).toEqual(heldOff(14));

    const reset = await resetWithCode(owner, home);
    expect(reset.code).toBe(Code.ok);
    expect((await loginFrom(home, owner.email!, NEW_PASSWORD)).code).toBe(Code.ok);
  });
});
