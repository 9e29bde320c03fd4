import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from './support/accounts';
import { localStorageOf, PHONE, shoot, useBrowser } from './support/browser';
import { ageAccount, createPost, createReply, regionId, toggleLike } from './support/posts';

const open = useBrowser();

const LIST = '/pages/post/list/index';

/** The ids of the cards the list shows, top to bottom. */
function shownIds(page: Page): Promise<number[]> {
  return page
    .getByTestId('post-card')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-post-id'))));
}

/**
 * Waits until the list shows exactly these posts, in this order. The first page of a cold start
 * can take longer than expect.poll's one second on the shared machine.
 */
async function expectShown(page: Page, ids: number[]): Promise<void> {
  await expect.poll(() => shownIds(page), { timeout: 10_000 }).toEqual(ids);
}

/** A word made of letters and digits that no other post of the run contains. */
function uniqueWord(tag: string): string {
  return `${tag}${Date.now().toString(36)}`;
}

/**
 * Pulls the list down with a finger, as antd's PullToRefresh listens to touch events only: from
 * the top of the list, well past its threshold, then lets go.
 */
async function pullDown(page: Page): Promise<void> {
  const box = (await page.getByTestId('post-list').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + 20;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y: y + dy }],
    });
  await touch('touchStart', 0);
  for (let dy = 20; dy <= 300; dy += 20) await touch('touchMove', dy);
  await touch('touchEnd', 300);
  await cdp.detach();
}

/** Where the publish button and the last card are on the screen now. */
async function publishAndLastCard(page: Page) {
  return {
    button: (await page.getByTestId('post-publish').boundingBox())!,
    card: (await page.getByTestId('post-card').last().boundingBox())!,
  };
}

describe('the post list in the browser', () => {
  it('a first visit straight to the list asks for its posts once, for the default region', async () => {
    const asked: { regionId?: number }[] = [];
    const { page } = await open(LIST, {
      beforeLoad: async (p) => {
        p.on('request', (request) => {
          if (request.url().includes('/v1/user/post_list/')) asked.push(request.postDataJSON());
        });
      },
    });
    await page.getByTestId('post-list').or(page.getByTestId('post-list-empty')).waitFor();
    expect(await page.getByTestId('list-region').innerText()).toBe('美国');
    const stored = await localStorageOf(page);
    expect(stored.regionName).toBe('美国');
    // Not first for every region and again once the launch has stored the default.
    expect(asked.map((body) => body.regionId)).toEqual([Number(stored.regionId)]);
  });

  it('a two-character keyword finds its posts, and each sort orders them by what it names', async () => {
    const [author, first, second] = await Promise.all([createUser(), createUser(), createUser()]);
    ageAccount(author.id);
    const postOf = (title: string, content: string) => createPost(author.token, { title, content });
    const fed = await postOf(
      '出售鹦鹉一对，会说你好',
      '自家养的虎皮鹦鹉，健康活泼，连笼子一起出。',
    );
    const cage = await postOf('大号鸟笼转让', '以前养鹦鹉用的笼子，九成新，自提。');
    const lost = await postOf('寻找走失的鹦鹉', '周日下午在公园附近走失，绿色，有重谢。');
    // Holds 鹦 but not the word: the phrase is not split into its characters.
    const decoy = await postOf('出售鹦哥饲料', '进口鸟粮，小鹦哥和文鸟都可以吃。');
    await createReply(first.token, fed.id, '还在吗？');
    await createReply(second.token, fed.id, '多少钱一对');
    await createReply(first.token, cage.id, '尺寸多大？');
    await toggleLike(first.token, cage.id);
    await toggleLike(second.token, cage.id);
    await toggleLike(first.token, lost.id);

    const { page } = await open(LIST);
    await page.getByTestId('list-search').fill('鹦鹉');
    await page.getByTestId('list-search').press('Enter');
    await expectShown(page, [lost.id, cage.id, fed.id]);
    expect(await page.locator(`[data-post-id="${decoy.id}"]`).count()).toBe(0);
    expect(await page.getByRole('button', { name: '最新' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const sorts = page.getByRole('group', { name: '排序' });
    await sorts.getByRole('button', { name: '回复最多' }).click();
    await expectShown(page, [fed.id, cage.id, lost.id]);
    expect(await page.locator(`[data-post-id="${fed.id}"]`).innerText()).toContain('回复 2');
    await shoot(page, 'post-list-keyword-replies');

    await sorts.getByRole('button', { name: '点赞最多' }).click();
    await expectShown(page, [cage.id, lost.id, fed.id]);
    expect(await page.locator(`[data-post-id="${cage.id}"]`).innerText()).toContain('赞 2');
    // The keyword stays in its box and in the address across the sorts.
    expect(await page.getByTestId('list-search').inputValue()).toBe('鹦鹉');
    expect(decodeURIComponent(page.url())).toContain('keyword=鹦鹉');
  });

  it('the category chips and the region button narrow the list; a metro post shows under its state', async () => {
    const author = await createUser();
    ageAccount(author.id);
    const word = uniqueWord('zone');
    const [flushing, brooklyn, bayArea, california] = await Promise.all([
      regionId('纽约/法拉盛'),
      regionId('布鲁克林'),
      regionId('旧金山湾区'),
      regionId('加利福尼亚州'),
    ]);
    const sofa = await createPost(author.token, {
      title: `法拉盛沙发转让 ${word}`,
      category: '二手买卖',
      regionId: flushing,
    });
    const room = await createPost(author.token, {
      title: `布鲁克林单间出租 ${word}`,
      category: '房屋租售',
      regionId: brooklyn,
    });
    const studio = await createPost(author.token, {
      title: `湾区 Studio 出租 ${word}`,
      category: '房屋租售',
      regionId: bayArea,
    });

    // A shared link names California; the stored region is still the whole country.
    const { page } = await open(`${LIST}?keyword=${word}&region=${california}`);
    await expectShown(page, [studio.id]);
    expect(await page.getByTestId('list-region').innerText()).toBe('加利福尼亚州');

    // Choosing a region from the list lists that region, and the button says so.
    await page.getByTestId('list-region').click();
    await page.getByTestId('region-list').getByRole('button', { name: '纽约州' }).click();
    await page.getByTestId('region-whole').click();
    await expect.poll(() => page.getByTestId('list-region').innerText()).toBe('纽约州');
    await expectShown(page, [room.id, sofa.id]);
    expect(page.url()).not.toContain('region=');

    const chips = page.getByRole('group', { name: '分类' });
    await chips.getByRole('button', { name: '房屋租售' }).click();
    await expectShown(page, [room.id]);
    expect(await chips.getByRole('button', { name: '房屋租售' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await shoot(page, 'post-list-filters');
    await chips.getByRole('button', { name: '二手买卖' }).click();
    await expectShown(page, [sofa.id]);
    expect(await page.locator(`[data-post-id="${sofa.id}"]`).innerText()).toContain('纽约/法拉盛');
    await chips.getByRole('button', { name: '全部', exact: true }).click();
    await expectShown(page, [room.id, sofa.id]);
  });

  it('the publish button sits at the bottom of the screen under a single post', async () => {
    const author = await createUser();
    const word = uniqueWord('alone');
    const post = await createPost(author.token, { title: `只有一条的列表 ${word}` });
    const { page } = await open(`${LIST}?keyword=${word}`);
    await expectShown(page, [post.id]);
    const { button, card } = await publishAndLastCard(page);
    expect(Math.round(button.y + button.height)).toBe(PHONE.height - 16);
    expect(card.y + card.height).toBeLessThan(button.y);
    await shoot(page, 'post-list-one-post');
  });

  it('scrolling to the end loads the next page once, and pulling down shows a post published since', async () => {
    const [one, two] = await Promise.all([createUser(), createUser()]);
    ageAccount(one.id);
    ageAccount(two.id);
    const word = uniqueWord('feed');
    const ids: number[] = [];
    for (let i = 1; i <= 24; i += 1) {
      const post = await createPost((i % 2 ? one : two).token, {
        title: `第 ${i} 条滚动测试 ${word}`,
      });
      ids.push(post.id);
    }
    const newestFirst = [...ids].reverse();

    const { page } = await open(`${LIST}?keyword=${word}`);
    await expectShown(page, newestFirst.slice(0, 20));
    // Over a long list the publish button floats at the bottom of the screen.
    const floating = (await publishAndLastCard(page)).button;
    expect(Math.round(floating.y + floating.height)).toBe(PHONE.height - 16);
    await shoot(page, 'post-list-long');
    await page.getByTestId('post-card').last().scrollIntoViewIfNeeded();
    await expectShown(page, newestFirst);
    await page.getByText('没有更多了').waitFor();
    // At the end it has room of its own, below the last card rather than over it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const { button, card } = await publishAndLastCard(page);
    expect(card.y + card.height).toBeLessThanOrEqual(button.y);
    expect(Math.round(button.y + button.height)).toBe(PHONE.height - 16);
    await shoot(page, 'post-list-end');

    const late = await createPost(one.token, { title: `刚刚发布的一条 ${word}` });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.locator(`[data-post-id="${late.id}"]`).count()).toBe(0);
    await pullDown(page);
    await expectShown(page, [late.id, ...newestFirst]);
    await shoot(page, 'post-list-refreshed');
  });
});
