import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs, toast } from './support/accounts';
import { shoot, useBrowser } from './support/browser';
import { createPost, photo } from './support/posts';
import { drag } from './support/touch';

const open = useBrowser();

const CONTACT = { phone: '(718) 555-0123', wechat: 'flushing_sofa88', email: 'seller@example.com' };

const detailPath = (id: number) => `/pages/post/detail/index?id=${id}`;

function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('the post detail in the browser', () => {
  it('a logged-in reader copies the WeChat ID, calls the phone and writes the e-mail', async () => {
    const [author, reader] = await Promise.all([createUser(), createUser()]);
    const post = await createPost(author.token, {
      title: '三人沙发，搬家急出',
      contact: CONTACT,
    });
    const { page, context } = await open(detailPath(post.id), loggedInAs(reader));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const contact = page.getByTestId('post-contact');
    await contact.waitFor();
    await shoot(page, 'post-detail-contact');

    expect(await page.getByTestId('post-wechat').innerText()).toBe(CONTACT.wechat);
    // Each control names what it acts on, as 拨打 does, its visible word first.
    await contact
      .getByRole('button', { name: `复制微信号 ${CONTACT.wechat}`, exact: true })
      .click();
    await toast(page, '微信号已复制').waitFor();
    expect(await clipboardText(page)).toBe(CONTACT.wechat);

    // The number reads the US way; the link dials its E.164 form.
    const call = contact.getByRole('link', { name: '拨打 (718) 555-0123' });
    expect(await call.getAttribute('href')).toBe('tel:+17185550123');
    expect(await contact.innerText()).toContain('(718) 555-0123');
    const mail = contact.getByRole('link', { name: `发邮件给 ${CONTACT.email}`, exact: true });
    expect(await mail.getAttribute('href')).toBe(`mailto:${CONTACT.email}`);
    expect(await mail.innerText()).toBe('发邮件');
    expect(await contact.getByRole('button', { name: /^复制/ }).innerText()).toBe('复制');
  });

  it('a visitor sees the post with its contact held back behind a login', async () => {
    const author = await createUser();
    const post = await createPost(author.token, {
      title: '访客看不到电话的帖子',
      contact: CONTACT,
    });
    const { page } = await open(detailPath(post.id));
    const hidden = page.getByTestId('post-contact-hidden');
    await hidden.waitFor();
    expect(await hidden.innerText()).toContain('联系方式仅对登录用户显示');
    expect(await hidden.getByRole('button', { name: '登录后查看联系方式' }).isVisible()).toBe(true);
    const text = await page.locator('body').innerText();
    for (const value of [CONTACT.wechat, CONTACT.email, '555-0123']) {
      expect(text).not.toContain(value);
    }
    await shoot(page, 'post-detail-visitor');
  });

  it('a reader swipes through the photos, and the viewer opens on the photo tapped', async () => {
    const author = await createUser();
    const post = await createPost(author.token, {
      title: '三张照片的书架',
      photos: await Promise.all(['#e53935', '#1e88e5', '#43a047'].map((c) => photo(c))),
    });
    const { page } = await open(detailPath(post.id));
    const gallery = page.getByTestId('post-gallery');
    await gallery.waitFor();
    // The page dots: the current photo's is the wide one.
    const dots = () =>
      gallery
        .locator('[aria-hidden="true"] > span')
        .evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().width));
    expect(await dots()).toEqual([13, 3, 3]);
    const photoAt = async (n: number) =>
      (await page.getByRole('button', { name: `查看大图 ${n}/3` }).boundingBox())!.x;

    // A swipe to the left turns to the next photo, snapped in place.
    const box = (await gallery.boundingBox())!;
    const y = box.y + box.height / 2;
    // Most of a photo's width at a finger's pace: a fast full-width fling on a loaded machine
    // could carry past the next photo's snap.
    await drag(page, { x: box.width - 40, y }, { x: box.width * 0.35, y }, 24);
    await expect.poll(() => photoAt(2)).toBe(0);
    await expect.poll(dots).toEqual([3, 13, 3]);
    await shoot(page, 'post-detail-gallery-swiped');

    const indicator = page.locator('.adm-image-viewer-indicator');
    await page.getByRole('button', { name: '查看大图 2/3' }).click();
    await expect.poll(() => indicator.innerText()).toBe('2 / 3');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => indicator.innerText()).toBe('3 / 3');
    await page.keyboard.press('Escape');
    await indicator.waitFor({ state: 'hidden' });

    // Back to the first: the viewer opens there, not on the photo it showed last.
    await drag(page, { x: 20, y }, { x: box.width - 20, y });
    await expect.poll(() => photoAt(1)).toBe(0);
    await page.getByRole('button', { name: '查看大图 1/3' }).click();
    await expect.poll(() => indicator.innerText()).toBe('1 / 3');
  });
});
