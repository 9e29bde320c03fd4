import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs } from './support/accounts';
import { createAdmin } from './support/admin';
import { shoot, useBrowser } from './support/browser';
import { createPost } from './support/posts';

const open = useBrowser();

const detailPath = (id: number) => `/pages/post/detail/index?id=${id}`;

describe('scam warnings and risk rules in the browser', () => {
  it('a reader sees the warning of the listing kind above the contacts; the author does not', async () => {
    const [author, reader] = await Promise.all([createUser(), createUser()]);
    const room = await createPost(author.token, {
      title: '法拉盛主卧出租，近七号线',
      category: '房屋租售',
      content: '主卧带独立卫浴，欢迎预约看房，满意再签约。',
      price: 120000,
    });
    const { page } = await open(detailPath(room.id), loggedInAs(reader));
    const tip = page.getByTestId('safety-tip');
    await tip.waitFor();
    expect(await tip.innerText()).toContain('看房前不要支付任何定金或押金');
    const contact = page.getByTestId('post-contact');
    const [tipBox, contactBox] = [await tip.boundingBox(), await contact.boundingBox()];
    expect(tipBox!.y + tipBox!.height).toBeLessThanOrEqual(contactBox!.y);
    await shoot(page, 'post-detail-safety-tip');

    const job = await createPost(author.token, {
      title: '餐馆招聘企台两名',
      category: '招聘求职',
      content: '法拉盛中餐馆招聘企台，包一餐，小费另计。',
    });
    await page.goto(page.url().replace(/id=\d+/, `id=${job.id}`));
    await expect
      .poll(() => tip.innerText(), { timeout: 15_000 })
      .toContain('正规雇主不会让你先交培训费');

    const own = await open(detailPath(room.id), loggedInAs(author));
    await own.page.getByTestId('post-contact').waitFor();
    expect(await own.page.getByTestId('safety-tip').count()).toBe(0);
  });

  it('an administrator finds the risk rules among the console parameters', async () => {
    const admin = await createAdmin('风控管理员');
    const { page } = await open('/admin/config', loggedInAs(admin));
    const item = page.getByTestId('config-riskPatterns');
    const field = item.getByRole('textbox', { name: /^风险规则/ });
    await field.waitFor();
    expect(await field.inputValue()).toContain('礼品卡付款:');
    await item.scrollIntoViewIfNeeded();
    await shoot(page, 'admin-config-risk-rules');
  });
});
