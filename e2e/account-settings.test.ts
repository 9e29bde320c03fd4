import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs, toast } from './support/accounts';
import { call } from './support/api';
import { shoot, useBrowser } from './support/browser';
import { writeServerDatabase } from './support/server-database';

const open = useBrowser();

const SETTINGS = '/pages/user/setting/index';
const HOUR_MS = 3_600_000;

describe('登录记录', () => {
  it('lists each login with its time, place and device, newest first, page after page', async () => {
    const user = await createUser();
    // A month of earlier logins from an office network, written as the server would have.
    for (let i = 1; i <= 24; i += 1) {
      writeServerDatabase(
        'INSERT INTO login_logs (user_id, created_at, ip, device, success) VALUES (?, ?, ?, ?, 1)',
        user.id,
        Date.now() - (30 * 24 - i) * HOUR_MS,
        '10.0.0.8',
        'Windows · Chrome',
      );
    }
    // Then a wrong password, and a login.
    await call('POST', '/v1/user/login/', {
      body: { account: user.email, password: 'Wrong-password-1' },
    }).catch(() => undefined);
    await call('POST', '/v1/user/login/', {
      body: { account: user.email, password: user.password },
    });

    const { page } = await open(SETTINGS, loggedInAs(user));
    await page.getByTestId('setting-login-log').click();
    const rows = page.getByTestId('login-logs').locator('li');
    await rows.first().waitFor();
    expect(await page.locator('h1').innerText()).toBe('登录记录');
    const first = await rows.nth(0).innerText();
    const second = await rows.nth(1).innerText();
    expect(first).toContain('登录成功');
    expect(second).toContain('登录失败');
    // The address the test's request came from, and the device its User-Agent names.
    expect(first).toMatch(/IP 198\.1[89]\.\d+\.\d+ · /);
    expect(await rows.nth(2).innerText()).toContain('局域网 · Windows · Chrome');
    expect(first).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await shoot(page, 'settings-login-log');
    // 27 in all (registering logged in too): the first page has 20, the rest come on scrolling.
    expect(await rows.count()).toBe(20);
    await rows.last().scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(27);
    await page.getByText('没有更多了').waitFor();
  });
});

describe('binding a WeChat ID', () => {
  it('refuses a bad ID in words, saves a good one and shows it in the settings', async () => {
    const user = await createUser();
    const { page } = await open(SETTINGS, loggedInAs(user));
    const row = page.getByTestId('setting-wechat');
    await row.waitFor();
    expect(await row.innerText()).toContain('未设置');
    await row.click();
    await page.getByTestId('edit-wechatNumber').waitFor();
    expect(await page.locator('h1').innerText()).toBe('绑定微信号');
    const input = page.getByLabel('微信号');
    await input.fill('1abc');
    await page.getByRole('button', { name: '保存' }).click();
    await page
      .getByText('微信号为 6-20 位，以字母开头，可含字母、数字、下划线和减号')
      .first()
      .waitFor();
    await input.fill('flushing_wang88');
    await shoot(page, 'settings-wechat');
    await page.getByRole('button', { name: '保存' }).click();
    await toast(page, '已保存').waitFor();
    await page.getByTestId('setting-wechat').waitFor();
    expect(await page.getByTestId('setting-wechat').innerText()).toContain('flushing_wang88');
    const profile = await call<{ wechatNumber: string }>('GET', '/v1/user/', {
      token: user.token,
    });
    expect(profile.wechatNumber).toBe('flushing_wang88');
  });
});

describe('titles of the contact pages', () => {
  it('a first phone is bound (绑定手机号); an e-mail the account has is changed (修改邮箱)', async () => {
    const user = await createUser();
    const { page } = await open('/pages/user/setting/phone', loggedInAs(user));
    await expect.poll(() => page.locator('h1').innerText()).toBe('绑定手机号');
    expect(await page.title()).toContain('绑定手机号');
    await shoot(page, 'settings-bind-phone');
    await page.goto('/#/pages/user/setting/email');
    await expect.poll(() => page.locator('h1').innerText()).toBe('修改邮箱');
  });
});
