import type { AdminCategory } from '@huaren/contract';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { createUser, loggedInAs, type TestUser } from './support/accounts';
import { createAdmin } from './support/admin';
import { axeViolations } from './support/axe';
import { shoot, useBrowser } from './support/browser';
import { pick } from './support/picker';
import { createPost } from './support/posts';

const open = useBrowser();

/** The category this file premoderates while a test runs (files of the suite run one at a time). */
const CATEGORY = '本地服务';

let admin: TestUser;

/** Turns the category's review on or off through the console's call, keeping its other fields. */
async function premoderate(on: boolean): Promise<void> {
  const { list } = await call<{ list: AdminCategory[] }>('GET', '/v1/admin/categories/', {
    token: admin.token,
  });
  const { id, name, icon, color, recommended, hasPrice } = list.find((c) => c.name === CATEGORY)!;
  await call('POST', '/v1/admin/category/save/', {
    token: admin.token,
    body: { id, name, icon, color, recommended, hasPrice, premoderated: on },
  });
}

/** The success page's heading, text and nav bar title, once it shows. */
async function outcome(page: Page) {
  const success = page.getByTestId('post-success');
  await success.waitFor();
  return {
    heading: await success.locator('h2').innerText(),
    text: await success.locator('p').innerText(),
    navTitle: await page.locator('header h1').innerText(),
  };
}

/** The status badge of the post titled `title` in my posts, reached from the success page. */
async function statusInMyPosts(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: '我的发布' }).click();
  const card = page.getByTestId('my-posts').locator('li', { hasText: title });
  await card.waitFor();
  return card.getByTestId('post-status').innerText();
}

describe('posts in a premoderated category', () => {
  beforeAll(async () => {
    admin = await createAdmin('审核管理员');
  });
  afterEach(() => premoderate(false));

  it('publishing says the post waits for review, and my posts shows it 审核中', async () => {
    await premoderate(true);
    const author = await createUser();
    const title = `上门修理空调 ${Date.now() % 100000}`;
    const { page } = await open('/pages/user/post/detail', loggedInAs(author));
    await page.getByTestId('post-form').waitFor();
    await page.getByTestId('form-category').click();
    await pick(page, CATEGORY);
    await page.getByTestId('form-category').getByText(CATEGORY).waitFor();
    await page.getByLabel('标题').fill(title);
    await page.getByLabel('内容').fill('持证师傅，法拉盛及周边上门，当天可约。');
    await page.getByTestId('post-submit').click();

    const shown = await outcome(page);
    expect(shown.heading).toBe('已提交审核');
    expect(shown.text).toContain('已提交，审核通过后公开显示');
    expect(shown.navTitle).toBe('已提交审核');
    expect(await page.getByText('发布成功').count()).toBe(0);
    await shoot(page, 'posts-review-submitted');
    expect(await axeViolations(page), 'the success page of a post under review').toEqual([]);
    // A reload asks the server where the post stands.
    await page.reload();
    expect((await outcome(page)).heading).toBe('已提交审核');

    expect(await statusInMyPosts(page, title)).toBe('审核中');
    await shoot(page, 'posts-review-my-posts');
  });

  it('an edit that sends a published post back to review says so; one that does not says it took effect', async () => {
    const author = await createUser();
    const post = await createPost(author.token, { title: '周末搬家帮手', category: CATEGORY });
    expect(post.status).toBe('published');
    await premoderate(true);

    // The price, region and location carry no advertisement; the title does (decision 0008).
    const { page } = await open(`/pages/user/post/detail?id=${post.id}`, loggedInAs(author));
    const titleField = page.getByLabel('标题');
    await expect.poll(() => titleField.inputValue()).toBe('周末搬家帮手');
    await titleField.fill('周末搬家帮手，可开货车');
    await page.getByTestId('post-submit').click();

    const shown = await outcome(page);
    expect(shown.heading).toBe('修改已提交审核');
    expect(shown.text).toContain('已提交，审核通过后公开显示');
    expect(shown.navTitle).toBe('修改已提交审核');
    await shoot(page, 'posts-review-edit-submitted');
    expect(await statusInMyPosts(page, '周末搬家帮手，可开货车')).toBe('审核中');

    // Out of review, an edit is saved and shown as such.
    await premoderate(false);
    const other = await createPost(author.token, { title: '二手冰箱便宜出' });
    await page.goto(`/#/pages/user/post/detail?id=${other.id}`);
    await expect.poll(() => titleField.inputValue()).toBe('二手冰箱便宜出');
    await titleField.fill('二手冰箱便宜出，九成新');
    await page.getByTestId('post-submit').click();
    expect(await outcome(page)).toMatchObject({ heading: '修改已保存', navTitle: '修改已保存' });
  });
});
