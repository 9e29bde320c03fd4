import {
  REPORT_AUTO_HIDE_DEFAULT,
  REPORT_AUTO_HIDE_KEY,
  REPORT_AUTO_HIDE_MAX,
  paramConfigMap,
  type ParamConfigItem,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { loggedInAs, toast } from './support/accounts';
import { createAdmin } from './support/admin';
import { axeViolations } from './support/axe';
import { shoot, useBrowser } from './support/browser';

const open = useBrowser();

const REFUSED = `举报自动隐藏人数须为 1-${REPORT_AUTO_HIDE_MAX} 的整数`;

/** The threshold as the server holds it (the public parameter config). */
async function storedThreshold(): Promise<string | undefined> {
  const { list } = await call<{ list: ParamConfigItem[] }>('GET', '/v1/user/param_config_list/');
  return paramConfigMap(list)[REPORT_AUTO_HIDE_KEY];
}

describe('the parameter page in the browser', () => {
  it('a threshold the server refuses shows its reason under the field, which keeps what was typed', async () => {
    const admin = await createAdmin('参数管理员');
    const before = await storedThreshold();
    const { page } = await open('/admin/config', loggedInAs(admin));
    const item = page.getByTestId(`config-${REPORT_AUTO_HIDE_KEY}`);
    const field = item.getByRole('textbox', { name: /^自动隐藏所需举报人数/ });
    const reason = item.getByRole('textbox', { name: /^操作原因/ });
    await field.fill('1000');
    await reason.fill('举报太多了');
    await item.getByRole('button', { name: /^保存/ }).click();

    const error = item.getByTestId('config-error');
    await error.waitFor();
    expect(await error.innerText()).toBe(REFUSED);
    expect(await error.getAttribute('role')).toBe('alert');
    await toast(page, REFUSED).waitFor();
    expect(await field.inputValue()).toBe('1000');
    expect(await reason.inputValue()).toBe('举报太多了');
    expect(await storedThreshold()).toBe(before);
    await shoot(page, 'admin-config-refused');
    expect(await axeViolations(page), 'a refused value').toEqual([]);

    // Changing the value takes the reason away; a good one is saved. The default keeps the rest
    // of the suite's reports as they were.
    await field.fill(String(REPORT_AUTO_HIDE_DEFAULT));
    expect(await error.count()).toBe(0);
    await item.getByRole('button', { name: /^保存/ }).click();
    await toast(page, '已保存').waitFor();
    // Public reads are cached for a second (PUBLIC_CACHE_MS).
    await expect.poll(storedThreshold, { timeout: 5000 }).toBe(String(REPORT_AUTO_HIDE_DEFAULT));
  });
});
