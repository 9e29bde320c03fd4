import { callPaths } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs, toast } from './support/accounts';
import { call } from './support/api';
import { axeViolations } from './support/axe';
import { shoot, useBrowser } from './support/browser';
import { createPost, photo } from './support/posts';

const open = useBrowser();

describe('收藏 and the 已租 mark in the browser', () => {
  it('B favourites A’s housing post, A marks it 已租, B sees the mark in 我的收藏', async () => {
    const [a, b] = await Promise.all([
      createUser({ nickName: '房东陈' }),
      createUser({ nickName: '租客赵' }),
    ]);
    const post = await createPost(a.token, {
      title: '法拉盛主卧出租近七号线',
      content: '法拉盛缅街附近主卧一间，独立卫浴，近七号线地铁，拎包入住。',
      category: '房屋租售',
      photos: [await photo('#c96')],
    });
    const detail = `/pages/post/detail/index?id=${post.id}`;
    // Another of A's posts that B favourites and A then deletes: 我的收藏 shows it gone.
    const gone = await createPost(a.token, { title: '转让九成新宜家沙发' });
    await call('POST', callPaths.addFavourite.path, {
      token: b.token,
      body: { type: 'post', id: gone.id },
    });
    await call('POST', callPaths.deletePost.path, { token: a.token, body: { id: gone.id } });

    // B favourites it from the detail page.
    const { page: pageB } = await open(detail, loggedInAs(b));
    const favourite = pageB.getByTestId('post-favourite');
    await expect
      .poll(() => favourite.getAttribute('aria-pressed'), { timeout: 15_000 })
      .toBe('false');
    await favourite.click();
    await expect
      .poll(() => favourite.getAttribute('aria-pressed'), { timeout: 15_000 })
      .toBe('true');
    expect(await favourite.innerText()).toContain('已收藏');
    await shoot(pageB, 'favourites-detail-button');

    // A marks it 已租 after the confirmation; the banner shows, with the undo.
    const { page: pageA } = await open(detail, loggedInAs(a));
    await pageA.getByTestId('post-close').waitFor();
    expect(await pageA.getByTestId('post-close').innerText()).toBe('标记为已租');
    await shoot(pageA, 'favourites-detail-author');
    await pageA.getByTestId('post-close').click();
    await pageA.getByRole('dialog').getByRole('button', { name: '标记已租' }).click();
    await toast(pageA, '已标记已租').waitFor();
    await toast(pageA, '已标记已租').waitFor({ state: 'detached', timeout: 15_000 });
    const banner = pageA.getByTestId('post-closed');
    await banner.waitFor();
    expect(await banner.innerText()).toContain('已租');
    await pageA.getByTestId('post-reopen').waitFor();
    expect(await axeViolations(pageA)).toEqual([]);
    await shoot(pageA, 'favourites-detail-closed-author');

    // A's own list shows the card with its badge.
    const { page: mine } = await open('/pages/user/post/index', loggedInAs(a));
    const card = mine.locator(`[data-post-id="${post.id}"]`);
    await card.getByTestId('post-card-closed').waitFor();
    expect(await card.getByTestId('post-card-closed').innerText()).toBe('已租');
    await shoot(mine, 'favourites-card-badge');

    // B's 我的收藏 says 已租.
    const { page: list } = await open('/pages/user/favourite/index', loggedInAs(b));
    const row = list.getByTestId('my-favourites-post').locator(`[data-post-id="${post.id}"]`);
    await row.getByTestId('post-card-closed').waitFor({ timeout: 15_000 });
    expect(await row.getByTestId('post-card-closed').innerText()).toBe('已租');
    const unavailable = list.getByTestId('favourite-unavailable');
    expect(await unavailable.innerText()).toContain('已下架');
    expect(await unavailable.innerText()).not.toContain('宜家沙发');
    expect(await unavailable.locator('a').count()).toBe(0);
    expect(await list.getByRole('tab', { name: '文章' }).count()).toBe(1);
    expect(await axeViolations(list)).toEqual([]);
    await shoot(list, 'favourites-list');

    // B, on the detail: the banner without the undo.
    await pageB.reload();
    await pageB.getByTestId('post-closed').waitFor();
    expect(await pageB.getByTestId('post-reopen').count()).toBe(0);
    await shoot(pageB, 'favourites-detail-closed-reader');
  });
});
