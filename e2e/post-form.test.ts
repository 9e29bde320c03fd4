import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs } from './support/accounts';
import { shoot, useBrowser } from './support/browser';
import { pick } from './support/picker';

const open = useBrowser();

const EDIT = '/pages/user/post/detail';

describe('the publish form', () => {
  it('shows every field’s error at once, worded for people, and scrolls to the first', async () => {
    const author = await createUser();
    const { page } = await open(EDIT, loggedInAs(author));
    const form = page.getByTestId('post-form');
    await form.waitFor();
    await page.getByLabel('标题').fill('二手');
    await page.getByLabel('内容').fill('太短了');
    await page.getByLabel('电话').fill('12345');
    await page.getByLabel('微信号').fill('1x');
    await page.getByLabel('邮箱').fill('not-mail@');
    await page.getByTestId('post-submit').click();

    const errors = form.locator('[data-field-error]');
    await errors.first().waitFor();
    expect(await errors.allInnerTexts()).toEqual([
      '请选择分类',
      '标题至少 5 个字',
      '内容至少 10 个字',
      '请输入正确的美国或中国大陆手机号',
      '微信号为 6-20 位，以字母开头，可含字母、数字、下划线和减号',
      '邮箱格式不正确',
    ]);
    // The first is on the screen (the button was below it).
    await expect.poll(() => errors.first().evaluate(inViewport)).toBe(true);
    await shoot(page, 'post-form-errors');

    // A category with prices: dollars, and what the price is for.
    await page.getByTestId('form-category').click();
    await pick(page, '房屋租售');
    await page.getByTestId('form-category').getByText('房屋租售').waitFor();
    const amount = page.getByRole('textbox', { name: '价格金额（美元）' });
    await amount.fill('abc');
    await page.getByTestId('post-submit').click();
    await form.getByText('请输入正确的价格，如 1200 或 1200.50').waitFor();
    await amount.fill('99999999999');
    await page.getByTestId('post-submit').click();
    await form.getByText('价格不能超过 $10,000,000').waitFor();
    expect(await form.innerText()).not.toContain('以分为单位');

    await page.getByRole('radio', { name: '每月' }).click();
    await amount.fill('1,800');
    await page.getByLabel('标题').fill('法拉盛两房一厅出租');
    await page.getByLabel('内容').fill('缅街附近两房一厅，近7号线地铁站，包水电。');
    await page.getByLabel('电话').fill('718 555 0123');
    await page.getByLabel('微信号').fill('flushing_rent');
    await page.getByLabel('邮箱').fill('');
    await shoot(page, 'post-form-price');
    await page.getByTestId('post-submit').click();
    await page.getByTestId('post-success').waitFor();
    await page.getByTestId('success-view').click();
    await page.getByTestId('post-price').waitFor();
    expect(await page.getByTestId('post-price').innerText()).toBe('$1,800/月');
  });

  it('面议 leaves the amount out, and the post says 面议', async () => {
    const author = await createUser();
    const { page } = await open(EDIT, loggedInAs(author));
    await page.getByTestId('post-form').waitFor();
    await page.getByTestId('form-category').click();
    await pick(page, '二手买卖');
    await page.getByTestId('form-category').getByText('二手买卖').waitFor();
    await page.getByLabel('标题').fill('九成新宜家书桌出售');
    await page.getByLabel('内容').fill('搬家出售，自提，法拉盛附近，价格好商量。');
    await page.getByLabel('微信号').fill('desk_seller');
    await page.getByTestId('post-submit').click();
    await page.getByTestId('post-form').getByText('请输入价格，或选择面议').waitFor();
    await page.getByRole('radio', { name: '面议' }).click();
    expect(await page.getByRole('textbox', { name: '价格金额（美元）' }).count()).toBe(0);
    await page.getByTestId('post-submit').click();
    await page.getByTestId('post-success').waitFor();
    await page.getByTestId('success-view').click();
    await page.getByTestId('post-price').waitFor();
    expect(await page.getByTestId('post-price').innerText()).toBe('面议');
  });
});

function inViewport(el: Element): boolean {
  const box = el.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}
