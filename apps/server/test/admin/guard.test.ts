import { Code, calls, Messages, userInfo, type Call } from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../support/admin';
import { useTestApp } from '../support/app';
import { createLoggedInUser, type LoggedInUser } from '../support/factories';

const ctx = useTestApp();
let member: LoggedInUser;

beforeAll(async () => {
  member = await createLoggedInUser(ctx());
});

/** Every admin call of the contract, including those of other areas as they land. */
const adminCalls = Object.values(calls as Record<string, Call>).filter((e) => e.auth === 'admin');

/** Path parameters filled in, so that the router reaches the call itself. */
const inputOf = (e: Call) =>
  Object.fromEntries([...e.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 1]));

describe('auth: admin', () => {
  it('covers every call under /v1/admin/', () => {
    expect(adminCalls.length).toBeGreaterThanOrEqual(18);
    const all = Object.values(calls as Record<string, Call>);
    expect(all.filter((e) => e.path.startsWith('/v1/admin/'))).toEqual(adminCalls);
  });

  it.each(adminCalls.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: 403 to a visitor, 404 to a logged-in user whose session stays',
    async (_, endpoint) => {
      const visitor = await ctx().client.call(endpoint, inputOf(endpoint));
      expect(visitor).toEqual({ code: Code.notLoggedIn, reason: Messages.notLoggedIn });

      const user = await ctx().client.call(endpoint, inputOf(endpoint), { token: member.token });
      expect(user).toEqual({ code: Code.notFound, reason: Messages.unknownPath });

      const still = await ctx().client.call(userInfo, {}, { token: member.token });
      expect(still.code).toBe(Code.ok);
    },
  );

  it('tells the web app who is an administrator', async () => {
    const admin = await createAdmin(ctx());
    const mine = await ctx().client.call(userInfo, {}, { token: admin.token });
    expect(mine.data!.role).toBe('admin');
    const theirs = await ctx().client.call(userInfo, {}, { token: member.token });
    expect(theirs.data!.role).toBe('user');
  });
});
