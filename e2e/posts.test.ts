import { UPLOAD_MAX_BYTES } from '@huaren/contract';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs, toast, waitForRoute } from './support/accounts';
import { shoot, useBrowser } from './support/browser';
import { pick } from './support/picker';
import { categoryId, createPost, grainyPhoto, photo } from './support/posts';

const open = useBrowser();

const EDIT = '/pages/user/post/detail';

/** The image in a data URL the page uploaded: its encoding, size in pixels and bytes. */
async function dataUrlImage(dataUrl: string) {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height, bytes: bytes.length };
}

async function firstCardTitle(page: Page): Promise<string> {
  return page.getByTestId('post-card').first().locator('span').nth(1).innerText();
}

describe('classified posts in the browser', () => {
  it('a new user publishes with two photos; another replies, likes and reports; the author edits and deletes', async () => {
    const [author, reader] = await Promise.all([
      createUser({ nickName: '发帖的人' }),
      createUser({ nickName: '看帖的人' }),
    ]);
    const secondhand = await categoryId('二手买卖');
    const title = `九成新宜家书桌 ${Date.now() % 100000}`;

    // Publish through the form, with two photos compressed in the page.
    const { page } = await open(EDIT, loggedInAs(author));
    await page.getByTestId('post-form').waitFor();
    await page.getByTestId('form-category').click();
    await pick(page, '二手买卖');
    await page.getByTestId('form-category').getByText('二手买卖').waitFor();
    await page.getByLabel('标题').fill(title);
    await page.getByLabel('内容').fill('搬家出售，自提，法拉盛附近，可小刀。');
    await page.getByRole('textbox', { name: '价格金额（美元）' }).fill('1,200');
    await page
      .getByTestId('form-images')
      .locator('input[type=file]')
      .setInputFiles([
        { name: 'a.png', mimeType: 'image/png', buffer: await photo('#e53935', 3000, 2000) },
        { name: 'b.png', mimeType: 'image/png', buffer: await photo('#1e88e5') },
      ]);
    // Both uploaded and in the form's state (which the draft mirrors).
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              (JSON.parse(localStorage.getItem('postDraft:new') ?? '{}') as { images?: unknown[] })
                .images?.length,
          ),
        { timeout: 15_000 },
      )
      .toBe(2);
    await shoot(page, 'posts-form');
    await page.getByTestId('post-submit').click();
    await page.getByTestId('post-success').waitFor();
    expect(await page.getByTestId('post-success').locator('h2').innerText()).toBe('发布成功');

    // First in its category's list, with its price; the detail has both photos.
    await page.goto(`/#/pages/post/list/index?category=${secondhand}`);
    await page.getByTestId('post-list').waitFor();
    expect(await firstCardTitle(page)).toBe(title);
    await shoot(page, 'posts-list');
    expect(await page.getByTestId('post-card').first().innerText()).toContain('$1,200');
    await page.getByTestId('post-card').first().getByRole('link').click();
    await page.getByTestId('post-title').waitFor();
    const postId = Number(new URL(page.url().replace('#', '')).searchParams.get('id'));
    expect(postId).toBeGreaterThan(0);
    expect(await page.getByTestId('post-gallery').locator('img').count()).toBe(2);
    await shoot(page, 'posts-detail');
    // An author does not report their own post.
    expect(await page.getByTestId('post-report').count()).toBe(0);
    // The full-screen viewer from the keyboard: Enter opens it, arrows turn, Escape closes.
    await page.getByRole('button', { name: '查看大图 1/2' }).focus();
    await page.keyboard.press('Enter');
    const indicator = page.locator('.adm-image-viewer-indicator');
    await expect.poll(() => indicator.innerText()).toBe('1 / 2');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => indicator.innerText()).toBe('2 / 2');
    await page.keyboard.press('Escape');
    await indicator.waitFor({ state: 'hidden' });

    // Another user replies, likes and reports.
    const other = await open(`/pages/post/detail/index?id=${postId}`, loggedInAs(reader));
    const p2 = other.page;
    await p2.getByTestId('post-contact').waitFor();
    await p2.getByTestId('post-like').click();
    await expect.poll(() => p2.getByTestId('post-like-count').innerText()).toBe('1');
    await p2.getByTestId('post-report').click();
    await p2.getByTestId('report-sheet').getByLabel('虚假诈骗').check();
    await shoot(p2, 'posts-report-sheet');
    await p2.getByTestId('report-submit').click();
    await toast(p2, '举报已提交').waitFor();
    await p2.getByTestId('reply-all').click();
    await p2.getByTestId('reply-composer').waitFor();
    await p2.getByLabel('回复内容').fill('还在吗？周末可以看货吗');
    await p2.getByTestId('reply-send').click();
    await p2.getByTestId('reply-list').getByText('还在吗？周末可以看货吗').waitFor();
    await shoot(p2, 'posts-comments');

    // The author sees it under received replies, then edits the post.
    await page.goto('/#/pages/user/reply/index');
    await page.getByRole('tab', { name: '收到的回复' }).click();
    await page.getByTestId('my-replies-received').getByText('还在吗？周末可以看货吗').waitFor();
    await shoot(page, 'posts-my-replies');
    await page.goto(`/#${EDIT}?id=${postId}`);
    await page.getByTestId('post-form').waitFor();
    expect(await page.getByLabel('标题').inputValue()).toBe(title);
    await page.getByLabel('标题').fill(`${title}（已降价）`);
    await page.getByTestId('post-submit').click();
    await page.getByTestId('post-success').waitFor();
    await page.getByTestId('success-view').click();
    expect(await page.getByTestId('post-title').innerText()).toBe(`${title}（已降价）`);

    // Deleted from my posts: it leaves every list.
    await page.goto('/#/pages/user/post/index');
    await page.getByTestId('my-posts').waitFor();
    // The edit form's own title stays with its visit, also when both were typed addresses.
    expect(await page.title()).toMatch(/^我的发布 - /);
    await shoot(page, 'posts-my-posts');
    await page.getByTestId('my-post-delete').first().click();
    await page.locator('.adm-dialog-button', { hasText: '删除' }).click();
    await toast(page, '已删除').waitFor();
    await expect.poll(() => page.locator(`[data-post-id="${postId}"]`).count()).toBe(0);
    await page.goto(`/#/pages/post/list/index?category=${secondhand}`);
    await page.getByTestId('post-list').or(page.getByTestId('post-list-empty')).waitFor();
    expect(await page.locator(`[data-post-id="${postId}"]`).count()).toBe(0);
    await p2.goto('/#/pages/user/like/index');
    await p2.getByTestId('my-likes').or(p2.getByTestId('my-likes-empty')).waitFor();
    expect(await p2.locator(`[data-post-id="${postId}"]`).count()).toBe(0);
  });

  it("a camera photo leaves the browser resized and re-encoded, under the server's byte cap", async () => {
    const author = await createUser();
    const camera = await grainyPhoto(3000, 2000);
    expect(camera.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    const { page } = await open(EDIT, loggedInAs(author));
    const sent = page.waitForRequest('**/v1/user/upload_base64/');
    await page.getByTestId('post-form').waitFor();
    await page
      .getByTestId('form-images')
      .locator('input[type=file]')
      .setInputFiles([{ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: camera }]);
    const { file } = (await sent).postDataJSON() as { file: string };
    const image = await dataUrlImage(file);
    expect(image).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(image.bytes).toBeLessThan(camera.length / 4);
    // And the server took it: its tile is in the form.
    await page
      .getByTestId('form-images')
      .getByRole('button', { name: '删除第 1 张图片' })
      .waitFor();
  });

  it('a visitor sees a post without its contact, logs in from there and comes back to it', async () => {
    const author = await createUser({ nickName: '房东' });
    const reader = await createUser();
    const post = await createPost(author.token, {
      title: '访客看得到的帖子',
      category: '房屋租售',
    });
    const detail = `/pages/post/detail/index?id=${post.id}`;
    const { page } = await open(detail);
    await page.getByTestId('post-title').waitFor();
    expect(await page.getByTestId('post-contact').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain('tester_wx01');
    await page.getByTestId('post-contact-login').click();
    await waitForRoute(page, `/pages/user/login/index?redirect=${encodeURIComponent(detail)}`);
    await page.getByLabel('手机号或邮箱').fill(reader.email);
    await page.getByLabel('密码', { exact: true }).fill(reader.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await waitForRoute(page, detail);
    expect(await page.getByTestId('post-wechat').innerText()).toBe('tester_wx01');
  });

  it('a like the server refuses goes back to what it was', async () => {
    const author = await createUser();
    const reader = await createUser();
    const post = await createPost(author.token, { title: '点赞会失败的帖子' });
    const { page } = await open(`/pages/post/detail/index?id=${post.id}`, loggedInAs(reader));
    await page.getByTestId('post-title').waitFor();
    // A broken signature: the real server refuses the like. Held until the optimistic heart shows.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/user/post/like/', async (route) => {
      await held;
      await route.continue({ headers: { ...route.request().headers(), s: 'bad' } });
    });
    await page.getByTestId('post-like').click();
    await expect.poll(() => page.getByTestId('post-like-count').innerText()).toBe('1');
    expect(await page.getByTestId('post-like').getAttribute('aria-pressed')).toBe('true');
    release();
    await page.locator('.adm-toast-main').waitFor();
    await expect.poll(() => page.getByTestId('post-like-count').innerText()).toBe('0');
    expect(await page.getByTestId('post-like').getAttribute('aria-pressed')).toBe('false');
  });

  it('the publish form keeps its draft across a reload', async () => {
    const author = await createUser();
    const { page } = await open(EDIT, loggedInAs(author));
    await page.getByTestId('post-form').waitFor();
    await page.getByLabel('标题').fill('草稿里的标题');
    await page.getByLabel('内容').fill('这段内容应该在刷新后还在。');
    await page.reload();
    await page.getByTestId('post-form').waitFor();
    expect(await page.getByLabel('标题').inputValue()).toBe('草稿里的标题');
    expect(await page.getByLabel('内容').inputValue()).toBe('这段内容应该在刷新后还在。');
  });
});
