import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { createUser, logIn, loggedInAs, loginFor, toast, waitForRoute } from './support/accounts';
import { localStorageOf, shoot, useBrowser } from './support/browser';

const open = useBrowser();

const NICKNAME = '/pages/user/setting/nickName';
const SETTING = '/pages/user/setting/index';

describe('sessions in the browser', () => {
  it('a session that expires mid-page sends the user to login and back after login', async () => {
    const user = await createUser({ nickName: '过期的人' });
    const { page } = await open(`${NICKNAME}?from=test`, loggedInAs(user));
    await page.getByLabel('昵称').fill('还在编辑');

    // The session ends behind the page's back (as on another device, or by expiry).
    await call('POST', '/v1/user/logout/', { token: user.token, body: { id: user.id } });
    await page.getByRole('button', { name: '保存' }).click();

    // Not a tab page: login replaces it, and the query comes back too.
    await waitForRoute(page, loginFor(`${NICKNAME}?from=test`));
    expect(await localStorageOf(page)).not.toHaveProperty('token');
    expect(await page.evaluate(() => (history.state as { idx: number }).idx)).toBe(0);
    await logIn(page, user.email, user.password);
    await waitForRoute(page, `${NICKNAME}?from=test`);
    expect(await page.getByLabel('昵称').inputValue()).toBe('过期的人');
    expect(await page.evaluate(() => (history.state as { idx: number }).idx)).toBe(0);
  });

  it('a visitor opening settings is sent to login and brought back', async () => {
    const user = await createUser();
    const { page } = await open(SETTING);
    await waitForRoute(page, loginFor(SETTING));
    await expect.poll(() => page.locator('h1').innerText()).toBe('登录');
    await logIn(page, user.email, user.password);
    await toast(page, '登录成功').waitFor();
    await waitForRoute(page, SETTING);
    await page.getByTestId('setting-nickName').getByText('测试用户').waitFor();
  });

  it('a visitor typing the address of a page that needs a login gets the login page instead', async () => {
    const { page } = await open('/pages/user/about/index');
    await page.getByTestId('about-version').waitFor();
    await page.evaluate(() => {
      location.hash = '#/pages/user/setting/password';
    });
    await waitForRoute(page, loginFor('/pages/user/setting/password'));
  });

  it('launch with a token the server no longer knows ends in a visitor, without a detour', async () => {
    const user = await createUser();
    await call('POST', '/v1/user/logout/', { token: user.token, body: { id: user.id } });
    const { page } = await open('/pages/user/home/index', loggedInAs(user));
    await page.getByTestId('user-visitor').waitFor();
    await expect.poll(async () => (await localStorageOf(page)).token).toBeUndefined();
    expect(page.url()).toMatch(/#\/pages\/user\/home\/index$/);
  });

  it('reopening the app without signal keeps the session, and checks it once back online', async () => {
    const user = await createUser({ nickName: '没信号的人' });
    const { page, context } = await open('/pages/user/home/index', {
      ...loggedInAs(user),
      serviceWorkers: 'allow',
      allowErrors: /ERR_INTERNET_DISCONNECTED/,
    });
    await page.getByTestId('user-nickname').getByText('没信号的人').waitFor();
    // The service worker keeps the app's shell, so that the app opens without signal.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    // The profile is the one kept from the last visit (app/offlineCache.ts).
    await page.getByTestId('user-nickname').getByText('没信号的人').waitFor();
    expect(await page.getByTestId('user-visitor').count()).toBe(0);
    expect((await localStorageOf(page)).token).toBe(user.token);
    await shoot(page, 'session-offline-mine');

    // Back online, the launch check runs again and the server vouches for the token.
    const checked = page.waitForResponse((r) => r.url().includes('/v1/user/is_login/'));
    await context.setOffline(false);
    await checked;
    await page.reload();
    await page.getByTestId('user-nickname').getByText('没信号的人').waitFor();
    expect((await localStorageOf(page)).token).toBe(user.token);
  });

  it('launch on a page that needs a login, with a dead token, goes to login and back', async () => {
    const user = await createUser();
    await call('POST', '/v1/user/logout/', { token: user.token, body: { id: user.id } });
    const { page } = await open(SETTING, loggedInAs(user));
    await waitForRoute(page, loginFor(SETTING));
    await logIn(page, user.email, user.password);
    await waitForRoute(page, SETTING);
    await page.getByTestId('setting-nickName').getByText('测试用户').waitFor();
  });
});
