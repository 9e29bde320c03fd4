import { login, type User } from '@huaren/contract';
import { hashPassword } from '../../src/auth/password';
import type { UserStatus } from '../../src/db/schema';
import { createUserRepository, type UserRow } from '../../src/modules/accounts/user.repository';
import type { TestApp } from './app';
import type { SignOptions } from './client';

export const DEFAULT_PASSWORD = 'Flushing-2024!';

let sequence = 0;
/** A new value on every call, so factories never collide within a test database. */
export function unique(): number {
  sequence += 1;
  return sequence;
}

/** A valid, unused US number (555-01xx to 555-9999 in area code 212). */
export function uniquePhone(): string {
  return `+1212555${String(1000 + unique()).padStart(4, '0')}`;
}

export function uniqueEmail(): string {
  return `user${unique()}@example.com`;
}

/** A client address of its own (10.0.0.0/8), for tests that count per-IP limits. */
export function uniqueIp(): string {
  const n = unique();
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Sign options for a request from an address of its own (10.0.0.0/8), with the session given:
 * per-IP limits on logins and codes then count this request alone.
 */
export function fromNewIp(token?: string): SignOptions {
  return { token, headers: { 'X-Forwarded-For': uniqueIp() } };
}

/** A six-digit code that is surely not `code`: the wrong guess of a code test. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

const hashes = new Map<string, Promise<string>>();
/** One scrypt per distinct password per test file: hashing is the slow part of a factory. */
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

export interface UserOverrides {
  email?: string | null;
  phone?: string | null;
  nickName?: string;
  password?: string;
  status?: UserStatus;
  banReason?: string;
  /** Registration time; the default is now, a new account under decision 0008's limits. */
  createdAt?: number;
}

export interface TestUser {
  id: number;
  email: string | null;
  phone: string | null;
  nickName: string;
  password: string;
  /** What the user types to log in: the e-mail, else the phone. */
  account: string;
  row: UserRow;
}

/** A user with a live session: the token the calls carry. */
export type LoggedInUser = TestUser & { token: string };

/** A user straight into the database, with a unique e-mail and phone unless given. */
export async function createUser(t: TestApp, overrides: UserOverrides = {}): Promise<TestUser> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const email = overrides.email === undefined ? uniqueEmail() : overrides.email;
  const phone = overrides.phone === undefined ? uniquePhone() : overrides.phone;
  const users = createUserRepository(t.app.db);
  let row = await users.insert({
    nickName: overrides.nickName ?? `用户${unique()}`,
    email,
    phone,
    passwordHash: await hashOnce(password),
    now: overrides.createdAt ?? t.clock.now(),
  });
  if (overrides.status) {
    row = await users.update(row.id, {
      status: overrides.status,
      ban_reason: overrides.banReason ?? null,
      updated_at: t.clock.now(),
    });
  }
  return {
    id: row.id,
    email,
    phone,
    nickName: row.nick_name,
    password,
    account: (email ?? phone)!,
    row,
  };
}

/**
 * Logs in through the real login call, from an IP of its own so the per-IP login limit of the
 * test under way is not spent; answers the session token.
 */
export async function loginAs(
  t: TestApp,
  user: TestUser,
  ip: string = uniqueIp(),
): Promise<string> {
  const res = await t.client.call(
    login,
    { account: user.account, password: user.password },
    { headers: { 'X-Forwarded-For': ip } },
  );
  if (res.code !== 200) throw new Error(`loginAs failed: ${res.code} ${res.reason}`);
  return (res.data as User).token;
}

/** A user and a live session of theirs. */
export async function createLoggedInUser(
  t: TestApp,
  overrides: UserOverrides = {},
): Promise<LoggedInUser> {
  const user = await createUser(t, overrides);
  return { ...user, token: await loginAs(t, user) };
}
