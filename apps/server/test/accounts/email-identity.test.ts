import {
  Code,
  login,
  register,
  requestNewVcode,
  requestResetVcode,
  signupVcode,
} from '@huaren/contract';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations';
import { Reasons } from '../../src/modules/accounts/reasons';
import { createUserRepository } from '../../src/modules/accounts/user.repository';
import { useTestApp } from '../support/app';
import { createLoggedInUser, createUser, unique, fromNewIp } from '../support/factories';
import { lastCodeTo, messagesTo, nthMessageTo } from '../support/outbox';

// Issue 14: ＡＢＣ@example.com registered as another account than abc@example.com.
const ctx = useTestApp();

/** An address as a Chinese keyboard in full-width mode types it: ＡＢＣ１＠ＥＸＡＭＰＬＥ．ＣＯＭ. */
const fullWidth = (text: string) =>
  text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

describe('a full-width look-alike of a registered address', () => {
  it('cannot sign up: it is the registered address', async () => {
    const user = await createUser(ctx(), { email: `abc${unique()}@example.com` });
    const res = await ctx().client.call(
      signupVcode,
      { account: fullWidth(user.email!.toUpperCase()) },
      fromNewIp(),
    );
    expect(res).toEqual({ code: Code.conflict, reason: Reasons.registered('email') });
    expect(await messagesTo(ctx().database.dataDir, user.email!)).toEqual([]);
  });

  it("logs in to the owner's account, spaces and all", async () => {
    const user = await createUser(ctx(), { email: `abc${unique()}@example.com` });
    const res = await ctx().client.call(
      login,
      { account: ` ${fullWidth(user.email!)} `, password: user.password },
      fromNewIp(),
    );
    expect(res.data).toMatchObject({ id: user.id, contactEmail: user.email });
  });

  it('sends a reset code to the registered address', async () => {
    const user = await createUser(ctx(), { email: `abc${unique()}@example.com` });
    const res = await ctx().client.call(
      requestResetVcode,
      { account: fullWidth(user.email!) },
      fromNewIp(),
    );
    expect(res.code).toBe(Code.ok);
    expect((await nthMessageTo(ctx().database.dataDir, user.email!, 0)).channel).toBe('email');
  });

  it('cannot be bound to another account', async () => {
    const owner = await createUser(ctx(), { email: `abc${unique()}@example.com` });
    const other = await createLoggedInUser(ctx());
    const res = await ctx().client.call(
      requestNewVcode,
      { account: fullWidth(owner.email!) },
      fromNewIp(other.token),
    );
    expect(res).toEqual({ code: Code.conflict, reason: Reasons.boundElsewhere('email') });
  });
});

describe('a new address', () => {
  it('is stored, and its code sent, in the one spelling', async () => {
    const n = unique();
    const typed = ` ${fullWidth(`Wang${n}`)}@QQ。COM `;
    const normal = `wang${n}@qq.com`;
    expect((await ctx().client.call(signupVcode, { account: typed }, fromNewIp())).code).toBe(
      Code.ok,
    );
    const vcode = await lastCodeTo(ctx().database.dataDir, normal);
    const res = await ctx().client.call(
      register,
      { account: typed, vcode, password: 'Hudson-River-88', nickName: '王先生' },
      fromNewIp(),
    );
    expect(res.data).toMatchObject({ contactEmail: normal });
  });
});

describe('the migration of stored addresses', () => {
  it('normalises each, and where two meet leaves the address to the one already spelled so, else to the oldest', async () => {
    const db = ctx().app.db;
    const n = unique();
    const add = async (email: string) =>
      (
        await createUserRepository(db).insert({
          nickName: '旧账号',
          email,
          phone: null,
          passwordHash: 'scrypt$1$1$1$a$b',
          now: 0,
        })
      ).id;
    const alone = await add(`ｚｈａｎｇ${n}@example.com `);
    const lookAlike = await add(`ｌｉ${n}@example.com`);
    const plain = await add(`li${n}@example.com`);
    const older = await add(`ｗａｎｇ${n}@example.com`);
    const younger = await add(`ｗａｎｇ${n}@ｅｘａｍｐｌｅ.com`);
    const dotted = await add(`chen${n}@qq。com`);

    await migrations['2026_11_25_014_email_identity']!.up(db as unknown as Kysely<unknown>);

    const rows = await db.selectFrom('users').select(['id', 'email']).execute();
    const email = (id: number) => rows.find((row) => row.id === id)!.email;
    expect(email(alone)).toBe(`zhang${n}@example.com`);
    expect(email(plain)).toBe(`li${n}@example.com`);
    expect(email(lookAlike)).toBe(`ｌｉ${n}@example.com`);
    expect(email(older)).toBe(`wang${n}@example.com`);
    expect(email(younger)).toBe(`ｗａｎｇ${n}@ｅｘａｍｐｌｅ.com`);
    expect(email(dotted)).toBe(`chen${n}@qq.com`);
  });
});
