import type { Region } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { loggedInAs, toast } from './support/accounts';
import { createAdmin } from './support/admin';
import { shoot, useBrowser } from './support/browser';

const open = useBrowser();

const region = async (name: string) =>
  (await call<{ list: Region[] }>('GET', '/v1/user/region_list/')).list.find(
    (r) => r.regionName === name,
  )!;

describe('a region’s English names and pinyin in the console', () => {
  it('shows them when renaming and saves what the administrator types', async () => {
    const admin = await createAdmin('地区管理员');
    const { page } = await open('/admin/regions', loggedInAs(admin));
    await page.getByRole('link', { name: /^加拿大/ }).click();
    await page.getByRole('button', { name: '重命名 安大略省' }).click();
    const english = page.getByRole('textbox', { name: /^英文名/ });
    expect(await english.inputValue()).toBe('Ontario');
    expect(await page.getByRole('textbox', { name: /^拼音/ }).inputValue()).toBe('andalue');
    await english.fill('Ontario, ON');
    await shoot(page, 'admin-region-aliases');
    await page.getByTestId('name-save').click();
    await toast(page, '已保存').waitFor();
    expect(await region('安大略省')).toMatchObject({ nameEn: 'Ontario, ON', pinyin: 'andalue' });
  });

  it('saves a country’s too, and the country keeps having no parent', async () => {
    const admin = await createAdmin('国家管理员');
    const { page } = await open('/admin/regions', loggedInAs(admin));
    await page.getByRole('button', { name: '重命名 加拿大' }).click();
    await page.getByRole('textbox', { name: /^英文名/ }).fill('Canada, CA');
    await page.getByTestId('name-save').click();
    await toast(page, '已保存').waitFor();
    expect(await region('加拿大')).toMatchObject({
      nameEn: 'Canada, CA',
      parentId: null,
      level: 1,
    });
  });
});
