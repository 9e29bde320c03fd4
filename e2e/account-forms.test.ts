import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, toast, uniqueEmail } from './support/accounts';
import { axeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { outboxCodes } from './support/outbox';

const open = useBrowser();

/** The error antd-mobile shows under the field labelled `label`. */
function fieldError(page: Page, label: string) {
  return page
    .locator('.adm-form-item', { has: page.getByLabel(label, { exact: true }) })
    .locator('.adm-form-item-feedback-error');
}

describe('account forms', () => {
  it("show the contract's Chinese message at the field, before any call", async () => {
    const { page } = await open('/pages/user/register/index');
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/v1/user/new/')) calls.push(req.url());
    });
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await fieldError(page, '手机号或邮箱').getByText('请输入手机号或邮箱').waitFor();
    await fieldError(page, '验证码').getByText('请输入验证码').waitFor();

    await page.getByLabel('手机号或邮箱').fill('abc@');
    await fieldError(page, '手机号或邮箱')
      .getByText('请输入正确的手机号（美国或中国大陆）或邮箱')
      .waitFor();
    await page.getByLabel('手机号或邮箱').fill('(718) 555-0123');
    await expect.poll(() => fieldError(page, '手机号或邮箱').count()).toBe(0);

    await page.getByLabel('密码', { exact: true }).fill('12345678');
    await fieldError(page, '密码').getByText('密码太常见，请换一个更难猜的密码').waitFor();
    await page.getByLabel('昵称').fill('x');
    await fieldError(page, '昵称').getByText('昵称至少 2 个字').waitFor();

    // The code input takes six characters at most.
    await page.getByLabel('验证码', { exact: true }).fill('1234567890');
    expect(await page.getByLabel('验证码', { exact: true }).inputValue()).toBe('123456');
    expect(calls).toEqual([]);
    // The messages are small red text: readable enough for axe too.
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows the server's reason as a toast, and keeps the countdown per target", async () => {
    const user = await createUser();
    const { page } = await open('/pages/user/register/index');
    await page.getByLabel('手机号或邮箱').fill(user.email);
    await page.getByTestId('register-vcode-send').click();
    await toast(page, '该邮箱已注册，请直接登录').waitFor();
    expect(await page.getByTestId('register-vcode-send').innerText()).toBe('获取验证码');

    const email = uniqueEmail('countdown');
    await page.getByLabel('手机号或邮箱').fill(email);
    await page.getByTestId('register-vcode-send').click();
    await expect
      .poll(() => page.getByTestId('register-vcode-send').innerText())
      .toMatch(/秒后重发$/);
    expect(await outboxCodes(email)).toHaveLength(1);
    // Another address may have its code at once; coming back shows the running countdown.
    await page.getByLabel('手机号或邮箱').fill(uniqueEmail('other'));
    expect(await page.getByTestId('register-vcode-send').innerText()).toBe('获取验证码');
    await page.getByLabel('手机号或邮箱').fill(email);
    expect(await page.getByTestId('register-vcode-send').innerText()).toMatch(/^\d+ 秒后重发$/);
  });
});
