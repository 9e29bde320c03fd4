import type { User } from '@huaren/contract';
import type { Page } from 'playwright-core';
import { writeServerDatabase } from './server-database';
import { call } from './api';
import type { OpenOptions } from './browser';
import { outboxCode } from './outbox';

let made = 0;

/** An e-mail no other test (or earlier run against the same server) has used. */
export function uniqueEmail(tag = 'user'): string {
  made += 1;
  return `${tag}-${Date.now()}-${made}@example.com`;
}

/** A mainland China mobile number no other test has used (carrier prefix 139). */
export function uniquePhone(): string {
  made += 1;
  return `139${String((Date.now() + made) % 1e8).padStart(8, '0')}`;
}

export const PASSWORD = 'Kettle-42-Harbor';

export interface TestUser extends User {
  email: string;
  password: string;
}

/** A server a test file started for itself, instead of the suite's (scripts/lib/server.ts). */
export interface OwnServer {
  url: string;
  dataDir: string;
}

/** A registered user, made through the API (sign-up code from the outbox, then register). */
export async function createUser({
  email = uniqueEmail(),
  password = PASSWORD,
  nickName = '测试用户',
  server,
}: {
  email?: string;
  password?: string;
  nickName?: string;
  server?: OwnServer;
} = {}): Promise<TestUser> {
  const baseURL = server?.url;
  await call('POST', '/v1/user/signup_vcode/', { body: { account: email }, baseURL });
  const vcode = await outboxCode(email, { dataDir: server?.dataDir });
  const user = await call<User>('POST', '/v1/user/new/', {
    body: { account: email, vcode, password, nickName },
    baseURL,
  });
  return { ...user, email, password };
}

/** open() options that start the app logged in as `user` (once: a later reload keeps storage). */
export function loggedInAs(user: Pick<User, 'token' | 'id'>): OpenOptions {
  return {
    beforeLoad: (page) =>
      page.addInitScript(
        ([token, id]) => {
          if (sessionStorage.getItem('e2e-seeded')) return;
          sessionStorage.setItem('e2e-seeded', '1');
          localStorage.setItem('token', token);
          localStorage.setItem('userId', id);
        },
        [user.token, String(user.id)] as const,
      ),
  };
}

/** Fills the login page and submits it. */
export async function logIn(page: Page, account: string, password: string): Promise<void> {
  await page.getByTestId('login-page').waitFor();
  await page.getByLabel('手机号或邮箱').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** antd-mobile's toast, or the plain one shown when its chunk cannot load. */
export function toast(page: Page, text: string) {
  return page.locator('.adm-toast-main, .plain-toast', { hasText: text });
}

/** The login page's address when sent there from `from` (path and query). */
export function loginFor(from: string): string {
  return `/pages/user/login/index?redirect=${encodeURIComponent(from)}`;
}

/** Waits until the app shows `path` (path and query after the '#', as the app writes it). */
export async function waitForRoute(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.hash.slice(1) === path);
}

/**
 * Lets the 60-second resend window of a contact pass at once (its rate-limit row is removed), as
 * if a minute had gone by since the code that createUser's sign-up sent there. The window itself
 * is tested by the API suite, with its clock.
 */
export function endResendWindow(contact: string): void {
  writeServerDatabase('DELETE FROM rate_limits WHERE key = ?', `vcode-target:${contact}`);
}
