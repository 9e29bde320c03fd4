import type { Post } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { createUser, loggedInAs, toast } from './support/accounts';
import { axeViolations } from './support/axe';
import { shoot, useBrowser } from './support/browser';
import { createPost, createReply, expirePost, photo } from './support/posts';

const open = useBrowser();

const DAY_MS = 86_400_000;

describe('managing posts in the browser', () => {
  it('the author renews an expired post from my posts and it is public again', async () => {
    const author = await createUser({ nickName: '续期的人' });
    const post = await createPost(author.token, { title: '过期了要续期的帖子' });
    expirePost(post.id);
    const { page } = await open('/pages/user/post/index', loggedInAs(author));
    const card = page.locator(`[data-post-id="${post.id}"]`);
    await card.waitFor();
    expect(await card.getByTestId('post-status').innerText()).toBe('已过期');
    await shoot(page, 'posts-renew-before');

    const before = Date.now();
    await card.getByRole('button', { name: '续期', exact: true }).click();
    await toast(page, '已续期 30 天').waitFor();
    await expect.poll(() => card.getByTestId('post-status').innerText()).toBe('已发布');
    expect(await card.getByRole('button', { name: '续期', exact: true }).count()).toBe(0);
    await shoot(page, 'posts-renew-after');

    // A visitor sees it again, with a whole new life.
    const renewed = await call<Post>('GET', `/v1/user/posts/${post.id}/`);
    expect(Date.parse(renewed.expiresAt) - before).toBeGreaterThanOrEqual(30 * DAY_MS - 1000);
  });

  it('a second report of the same post is refused with the reason', async () => {
    const author = await createUser();
    const reader = await createUser();
    const post = await createPost(author.token, { title: '被举报两次的帖子' });
    const { page } = await open(`/pages/post/detail/index?id=${post.id}`, loggedInAs(reader));
    const report = async () => {
      await page.getByTestId('post-report').click();
      await page.getByTestId('report-sheet').getByLabel('虚假诈骗').check();
      await page.getByTestId('report-submit').click();
    };
    await report();
    await toast(page, '举报已提交').waitFor();
    await page.getByTestId('report-sheet').waitFor({ state: 'detached' });

    await report();
    const refused = toast(page, '您已举报过该帖子');
    await refused.waitFor();
    // Read over the sheet, not hidden behind it.
    const box = (await refused.boundingBox())!;
    const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    expect(
      await page.evaluate(
        ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.adm-toast-main')),
        center,
      ),
    ).toBe(true);
    await shoot(page, 'posts-report-again');
  });

  it('the comments page shows three answers of a reply, then the rest in order', async () => {
    const author = await createUser({ nickName: '楼主' });
    const reader = await createUser({ nickName: '楼下' });
    const post = await createPost(author.token, { title: '楼中楼很长的帖子' });
    const top = await createReply(reader.token, post.id, '请问还在吗？');
    const answers = ['还在', '什么时候能看', '周六下午', '好的，地址发我', '已私信'];
    for (const [i, text] of answers.entries()) {
      await createReply(i % 2 ? reader.token : author.token, post.id, text, top.id);
    }

    // A visitor: reading every answer needs no login.
    const { page } = await open(`/pages/post/comment/index?id=${post.id}`);
    const thread = page.getByTestId('reply-thread').first();
    const shown = () => thread.locator('ul [data-testid="reply"] p:last-of-type').allInnerTexts();
    await thread.waitFor();
    expect(await shown()).toEqual(answers.slice(0, 3));
    const more = thread.getByTestId('reply-more');
    expect(await more.innerText()).toBe('展开 2 条回复');
    await shoot(page, 'posts-replies-collapsed');

    await more.click();
    await expect.poll(shown).toEqual(answers);
    expect(await more.count()).toBe(0);
    await shoot(page, 'posts-replies-expanded');
  });

  it('the edit form is titled as such, and a photo is deleted from the keyboard', async () => {
    const author = await createUser();
    const post = await createPost(author.token, {
      title: '键盘删除图片的帖子',
      photos: [await photo('#e53935', 800, 600), await photo('#1e88e5', 800, 600)],
    });
    const { page } = await open('/pages/user/post/detail', loggedInAs(author));
    await page.getByTestId('post-form').waitFor();
    expect(await page.locator('header h1').innerText()).toBe('发布信息');

    await page.goto(`/#/pages/user/post/detail?id=${post.id}`);
    const images = page.getByTestId('form-images');
    await images.getByRole('button', { name: '删除第 2 张图片' }).waitFor();
    expect(await page.locator('header h1').innerText()).toBe('编辑信息');
    expect(await page.title()).toMatch(/^编辑信息 - /);
    expect(await axeViolations(page), 'edit form with photos').toEqual([]);

    await page.getByLabel('内容').focus();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    for (let i = 0; i < 5 && (await focused()) !== '删除第 1 张图片'; i += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focused()).toBe('删除第 1 张图片');
    await shoot(page, 'posts-photo-delete-focused');
    await page.keyboard.press('Enter');
    await expect.poll(() => images.getByRole('button', { name: /^删除第/ }).count()).toBe(1);
    // Focus stays among the photos: on the one that moved into the deleted one's place.
    expect(await focused()).toBe('删除第 1 张图片');
    await shoot(page, 'posts-photo-deleted');
    await images.getByRole('button', { name: '查看第 1 张图片' }).click();
    const viewer = page.locator('.adm-image-viewer-image-wrapper img').first();
    await viewer.waitFor();
    // The viewer fades in; the screenshot waits for the end of it.
    const mask = page.locator('.adm-mask', { has: page.locator('.adm-image-viewer-content') });
    await expect.poll(() => mask.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await shoot(page, 'posts-photo-viewer');
    // The viewer closes on a tap (its gestures do not take a mouse click). On a loaded machine its
    // gesture handler can miss one; a second tap a second later is not a double tap (zoom).
    await expect
      .poll(
        async () => {
          if (await viewer.isVisible()) await viewer.tap();
          return viewer.isVisible();
        },
        { interval: 1500, timeout: 15_000 },
      )
      .toBe(false);

    await page.getByTestId('post-submit').click();
    await page.getByTestId('post-success').waitFor();
    const saved = await call<Post>('GET', `/v1/user/posts/${post.id}/`, { token: author.token });
    expect(saved.images.map((i) => i.id)).toEqual([post.images[1]!.id]);
  });
});
