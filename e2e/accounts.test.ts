import { beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  createUser,
  endResendWindow,
  logIn,
  loggedInAs,
  loginFor,
  toast,
  uniqueEmail,
  uniquePhone,
  waitForRoute,
  type TestUser,
} from './support/accounts';
import { localStorageOf, useBrowser } from './support/browser';
import { outboxCode, outboxCodes } from './support/outbox';

const open = useBrowser();

const MINE = '/pages/user/home/index';
const SETTING = '/pages/user/setting/index';

/**
 * The server sends one code per address per minute, and every way of making a user sends one:
 * flows that need a second code to the same address end that minute first (endResendWindow).
 */
let forgetful: TestUser;
let mover: TestUser;

beforeAll(async () => {
  [forgetful, mover] = await Promise.all([createUser(), createUser({ nickName: '搬家的人' })]);
});

describe('accounts in the browser', () => {
  it('a new user registers, comes back, logs out and in, and changes nickname, e-mail and password', async () => {
    const { page } = await open('/');
    const email = uniqueEmail('journey');

    // From the mine tab to login, then to register: the redirect travels along.
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '我的' })
      .click();
    await page.getByTestId('mine-login').click();
    await waitForRoute(page, loginFor(MINE));
    await page.getByRole('link', { name: '注册新账号' }).click();
    await waitForRoute(page, `/pages/user/register/index?redirect=${encodeURIComponent(MINE)}`);
    // The address changes first; the page follows once its code has loaded.
    await expect.poll(() => page.locator('h1').innerText()).toBe('注册');

    await page.getByLabel('手机号或邮箱').fill(email);
    const send = page.getByTestId('register-vcode-send');
    await send.click();
    await toast(page, '验证码已发送').waitFor();
    await expect.poll(() => send.innerText()).toMatch(/^(60|59|58) 秒后重发$/);
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('验证码', { exact: true }).fill(await outboxCode(email));
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('昵称').fill('新来的小李');
    await page.getByRole('button', { name: '注册', exact: true }).click();

    // Back on the mine tab, logged in, with the sign-in pages gone from the history.
    await waitForRoute(page, MINE);
    await page.getByTestId('user-nickname').getByText('新来的小李').waitFor();
    expect(await page.getByTestId('user-profile').innerText()).toContain('@example.com');
    const stored = await localStorageOf(page);
    expect(stored.token?.length).toBeGreaterThan(20);
    expect(Number(stored.userId)).toBeGreaterThan(0);
    expect(await page.evaluate(() => (history.state as { idx: number }).idx)).toBe(0);

    // Log out (with a confirmation), then in again.
    await page.getByTestId('mine-setting').click();
    await waitForRoute(page, SETTING);
    await page.getByTestId('logout').click();
    await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
    await waitForRoute(page, MINE);
    await page.getByTestId('user-visitor').waitFor();
    expect(await localStorageOf(page)).not.toHaveProperty('token');

    await page.getByTestId('mine-login').click();
    await logIn(page, email, PASSWORD);
    await waitForRoute(page, MINE);
    await page.getByTestId('user-nickname').getByText('新来的小李').waitFor();

    // Nickname.
    await page.getByTestId('mine-setting').click();
    await page.getByTestId('setting-nickName').click();
    await waitForRoute(page, '/pages/user/setting/nickName');
    await page.getByLabel('昵称').fill('老李');
    await page.getByRole('button', { name: '保存' }).click();
    await waitForRoute(page, SETTING);
    await page.getByTestId('setting-nickName').getByText('老李').waitFor();

    // E-mail: a code to the new address, and the password as proof. A code to the current
    // address cannot go yet: the sign-up code went there within the minute, and the countdown
    // the register page started still runs here.
    const newEmail = uniqueEmail('moved');
    await page.getByTestId('setting-email').click();
    await waitForRoute(page, '/pages/user/setting/email');
    await page.getByLabel('新邮箱', { exact: true }).fill(newEmail);
    await page.getByTestId('new-vcode-send').click();
    await page.getByLabel('新邮箱收到的验证码').fill(await outboxCode(newEmail));
    await page.getByRole('radio', { name: '邮箱验证码' }).check();
    expect(await page.getByTestId('my-vcode-send').isDisabled()).toBe(true);
    expect(await page.getByTestId('my-vcode-send').innerText()).toMatch(/^\d+ 秒后重发$/);
    expect(await outboxCodes(email)).toHaveLength(1);
    await page.getByRole('radio', { name: '登录密码' }).check();
    await page.getByLabel('当前登录密码').fill(PASSWORD);
    await page.getByRole('button', { name: '确认更换' }).click();
    await waitForRoute(page, SETTING);
    const [name] = newEmail.split('@');
    await page
      .getByTestId('setting-email')
      .getByText(`${name!.slice(0, 2)}***@example.com`)
      .waitFor();

    // Password: then only the new one logs in, with the new e-mail.
    const newPassword = 'Lantern-77-Meadow';
    await page.getByTestId('setting-password').click();
    await page.getByLabel('当前密码').fill(PASSWORD);
    await page.getByLabel('新密码', { exact: true }).fill(newPassword);
    await page.getByLabel('确认新密码').fill(newPassword);
    await page.getByRole('button', { name: '确认修改' }).click();
    await waitForRoute(page, SETTING);

    await page.getByTestId('logout').click();
    await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
    await page.getByTestId('user-visitor').waitFor();
    await page.getByTestId('mine-login').click();
    await logIn(page, newEmail, PASSWORD);
    await toast(page, '账号或密码错误').waitFor();
    await logIn(page, newEmail, newPassword);
    await waitForRoute(page, MINE);
    await page.getByTestId('user-nickname').getByText('老李').waitFor();
  });
});

describe('accounts a minute after sign-up', () => {
  it('a forgotten password is reset with a code, which signs in and goes back', async () => {
    const { page } = await open(loginFor(MINE));
    endResendWindow(forgetful.email);
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await waitForRoute(page, `/pages/user/forget/index?redirect=${encodeURIComponent(MINE)}`);
    await page.getByLabel('手机号或邮箱').fill(forgetful.email.toUpperCase());
    const before = (await outboxCodes(forgetful.email)).length;
    await page.getByTestId('forget-vcode-send').click();
    await page
      .getByLabel('验证码', { exact: true })
      .fill(await outboxCode(forgetful.email, { after: before }));
    const fresh = 'Orchard-58-Lantern';
    await page.getByLabel('新密码', { exact: true }).fill(fresh);
    await page.getByLabel('确认新密码').fill(fresh);
    await page.getByRole('button', { name: '重置密码' }).click();
    await toast(page, '密码已重置，已为您登录').waitFor();

    // Signed in, and back where the user started.
    await waitForRoute(page, MINE);
    await page.getByTestId('user-nickname').getByText('测试用户').waitFor();
  });

  it('a phone is bound with a code to it and a code to the current e-mail', async () => {
    const { page } = await open(SETTING, loggedInAs(mover));
    await page.getByTestId('setting-phone').getByText('未绑定').waitFor();
    await page.getByTestId('setting-phone').click();
    await page.getByTestId('change-phone').getByText('您还没有绑定手机号。').waitFor();
    endResendWindow(mover.email);
    const phone = uniquePhone();
    await page.getByLabel('手机号', { exact: true }).fill(phone);
    await page.getByTestId('new-vcode-send').click();
    await page.getByLabel('手机号收到的验证码').fill(await outboxCode(`+86${phone}`));
    await page.getByRole('radio', { name: '邮箱验证码' }).check();
    const before = (await outboxCodes(mover.email)).length;
    await page.getByTestId('my-vcode-send').click();
    await page
      .getByLabel(/^.+@example\.com 收到的验证码$/)
      .fill(await outboxCode(mover.email, { after: before }));
    await page.getByRole('button', { name: '确认绑定' }).click();
    await toast(page, '手机号已绑定').waitFor();
    await waitForRoute(page, SETTING);
    await page
      .getByTestId('setting-phone')
      .getByText(`+86 ${phone.slice(0, 3)}****${phone.slice(-4)}`)
      .waitFor();
  });
});
