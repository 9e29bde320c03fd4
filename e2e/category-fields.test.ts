import type { Post } from '@huaren/contract';
import { describe, expect, it, onTestFailed } from 'vitest';
import { createUser, loggedInAs, toast } from './support/accounts';
import { createAdmin } from './support/admin';
import { call } from './support/api';
import { shoot, useBrowser } from './support/browser';
import { categoryId } from './support/posts';
import { pick } from './support/picker';

const open = useBrowser();

const EDIT = '/pages/user/post/detail';

describe('category fields in the browser', () => {
  it('publishes a room with its fields, finds it with the filter sheet, shows the table and the card line', async () => {
    const author = await createUser();
    // A word of its own keeps other tests' rooms out of the list.
    const word = `loft${Date.now() % 1_000_000}`;
    const { page } = await open(EDIT, loggedInAs(author));
    onTestFailed(() => shoot(page, 'category-fields-debug'));
    await page.getByTestId('post-form').waitFor();
    await page.getByTestId('form-category').click();
    await pick(page, '房屋租售');
    const fields = page.getByTestId('post-fields-form');
    await fields.waitFor();

    await fields.getByRole('radio', { name: '整租' }).click();
    await page.locator('#post-field-bedrooms').fill('2.5');
    await page.locator('#post-field-bathrooms').fill('25');
    await page.locator('#post-field-move_in').fill('2026-12-01');
    // 否 picked on purpose; 可养宠物 and the other yes/no questions stay unanswered.
    await page.getByTestId('post-field-credit_check').getByRole('radio', { name: '否' }).click();
    await page.getByRole('radio', { name: '每月' }).click();
    await page.getByRole('textbox', { name: '价格金额（美元）' }).fill('2400');
    await page.getByLabel('标题').fill(`法拉盛两室一厅整租 ${word}`);
    await page.getByLabel('内容').fill('缅街附近两室一厅，近7号线，十二月一日起可入住。');
    await page.getByLabel('微信号').fill('flushing_rent');
    await page.getByTestId('post-submit').click();
    // The contract's checker, in Chinese, every wrong field at once under its own.
    await page.getByTestId('post-field-bedrooms').getByText('请填写 0 到 20 之间的整数').waitFor();
    await page.getByTestId('post-field-bathrooms').getByText('请填写 0 到 20 之间的数字').waitFor();
    await toast(page, '有 2 处需要修改').waitFor();
    await toast(page, '有 2 处需要修改').waitFor({ state: 'hidden' });
    await shoot(page, 'category-fields-form-errors');

    await page.locator('#post-field-bedrooms').fill('2');
    await page.locator('#post-field-bathrooms').fill('1');
    await shoot(page, 'category-fields-form');
    await page.getByTestId('post-submit').click();
    await page.getByTestId('post-success').waitFor();
    await page.getByTestId('success-view').click();

    const table = page.getByTestId('post-fields');
    await table.waitFor();
    expect(await table.innerText()).toContain('出租方式\n整租');
    expect(await page.getByTestId('post-field-bedrooms').innerText()).toBe('卧室\n2 间');
    expect(await page.getByTestId('post-field-move_in').innerText()).toBe(
      '入住日期\n2026年12月1日',
    );
    expect(await page.getByTestId('post-field-credit_check').innerText()).toBe(
      '需要信用记录/SSN\n否',
    );
    // Never answered: not 否, simply not there.
    expect(await page.getByTestId('post-field-pets').count()).toBe(0);
    expect(await table.innerText()).not.toContain('包水电');
    await table.scrollIntoViewIfNeeded();
    await shoot(page, 'category-fields-detail');
    const mine = Number(new URLSearchParams(page.url().split('?')[1]).get('id'));
    // The edit form shows the answers.
    await page.getByTestId('post-edit').click();
    await page.getByTestId('post-fields-form').waitFor();
    expect(await page.locator('#post-field-bedrooms').inputValue()).toBe('2');
    expect(await page.locator('#post-field-move_in').inputValue()).toBe('2026-12-01');
    expect(
      await page
        .getByTestId('post-fields-form')
        .getByRole('radio', { name: '整租' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    const answered = (key: string, yesNo: string) =>
      page
        .getByTestId(`post-field-${key}`)
        .getByRole('radio', { name: yesNo })
        .getAttribute('aria-checked');
    expect(await answered('credit_check', '否')).toBe('true');
    expect([await answered('pets', '是'), await answered('pets', '否')]).toEqual([
      'false',
      'false',
    ]);
    const published = await call<Post>('GET', `/v1/user/posts/${mine}/`, {
      token: author.token,
    });

    // A room that does not match: one bedroom, November, credit checked.
    const other = await createUser();
    const housing = await categoryId('房屋租售');
    await call('POST', '/v1/user/post/new/', {
      token: other.token,
      body: {
        title: `法拉盛一室整租 ${word}`,
        content: '一室一厅，十一月中入住，需要信用记录。',
        categoryId: housing,
        regionId: published.regionId,
        images: [],
        contact: { wechat: 'other_rent' },
        price: 180_000,
        priceUnit: 'month',
        location: null,
        fields: { rental_type: '整租', bedrooms: 1, move_in: '2026-11-15', credit_check: true },
      },
    });

    await page.goto(`/#/pages/post/list/index?category=${housing}&keyword=${word}`);
    const cards = page.getByTestId('post-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    const card = page.locator(`[data-post-id="${mine}"]`);
    expect(await card.getByTestId('post-card-fields').innerText()).toBe(
      '整租 · 2卧1卫 · 12月1日起',
    );

    await page.getByTestId('filter-open').click();
    const sheet = page.getByTestId('filter-sheet');
    await sheet.waitFor();
    await page.getByTestId('filter-bedrooms-low').fill('2');
    await page.getByTestId('filter-move_in-low').fill('2026-12-01');
    await page.getByTestId('filter-credit_check').getByRole('radio', { name: '否' }).click();
    await page.getByTestId('filter-price-high').fill('3000');
    await shoot(page, 'category-fields-filter-sheet');
    await page.getByTestId('filter-apply').click();

    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(1);
    expect(await cards.first().getAttribute('data-post-id')).toBe(String(mine));
    expect(await page.getByTestId('filter-count').innerText()).toBe('4');
    const params = new URLSearchParams(page.url().split('?')[1]);
    expect(params.get('f_bedrooms')).toBe('2~');
    expect(params.get('f_move_in')).toBe('2026-12-01~');
    expect(params.get('f_credit_check')).toBe('0');
    expect(params.get('price')).toBe('~3000');
    await shoot(page, 'category-fields-filtered-list');

    // 保存搜索 keeps the filters, and opening the search lists with them again.
    await page.getByTestId('save-search').click();
    await toast(page, '已保存').waitFor();
    await page.goto('/#/pages/user/search/index');
    await page.getByTestId('saved-search-open').first().click();
    await page.waitForURL((url) => url.hash.includes('f_bedrooms=2'));
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('filter-count').innerText()).toBe('4');

    // The address keeps the filters: a reload lists the same, and the sheet reopens with them.
    await page.reload();
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('filter-open').click();
    expect(await page.getByTestId('filter-bedrooms-low').inputValue()).toBe('2');
    await page.getByTestId('filter-reset').click();
    await page.getByTestId('filter-apply').click();
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    expect(await page.getByTestId('filter-count').count()).toBe(0);
  });

  it('the console edits a field and the publish form follows', async () => {
    const admin = await createAdmin();
    const housing = await categoryId('房屋租售');
    const option = `限情侣${Date.now() % 1000}`;
    const { page } = await open(`/admin/category-fields?category=${housing}`, loggedInAs(admin));
    const gender = page.locator('[data-testid="admin-field"][data-key="gender"]');
    await gender.waitFor();
    await shoot(page, 'category-fields-console');

    await gender.getByRole('button', { name: '编辑 男女限制' }).click();
    const options = page.getByRole('textbox', { name: '选项' });
    await options.waitFor();
    await options.fill(`不限\n限女生\n限男生\n${option}`);
    await shoot(page, 'category-fields-console-edit');
    await page.getByTestId('field-save').click();
    await toast(page, '已保存').waitFor();
    await gender.getByText(option).waitFor();

    const author = await createUser();
    const form = await open(EDIT, loggedInAs(author));
    await form.page.getByTestId('form-category').click();
    await pick(form.page, '房屋租售');
    await form.page.getByTestId('post-field-gender').getByRole('radio', { name: option }).waitFor();
  });
});
