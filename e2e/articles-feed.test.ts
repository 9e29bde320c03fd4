import type { Region } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { createUser } from './support/accounts';
import {
  articleCardIds,
  chooseRegion,
  createArticle,
  likeArticle,
  regionNamed,
} from './support/articles';
import { shoot, useBrowser } from './support/browser';
import { pullDown } from './support/feed';

const open = useBrowser();

const FEED = '/pages/article/home/index';

/**
 * The community feed of a region no other test writes in: its articles are this test's. The page
 * first shows the view the server drew for a visitor without a region (decision 0047); opened
 * means the app has moved to the stored region.
 */
async function openFeedOf(region: Region) {
  const opened = await open(FEED, { beforeLoad: (page) => chooseRegion(page, region) });
  await opened.page.getByText(`${region.regionName}的社区文章`).waitFor();
  return opened;
}

describe('the community feed', () => {
  it('lists the newest first under 最新 and the most liked first under 热门', async () => {
    const region = await regionNamed('缅因州');
    const [writer, fan, other] = await Promise.all([
      createUser({ nickName: '缅因写手' }),
      createUser(),
      createUser(),
    ]);
    const made = [];
    for (const title of ['缅因州龙虾季攻略', '波特兰中文学校报名', '缅因州冬季除雪经验']) {
      made.push(await createArticle(writer.token, { title, regionId: region.id }));
    }
    const [first, second, third] = made.map((a) => a.id) as [number, number, number];
    await likeArticle(fan.token, first);
    await likeArticle(other.token, first);
    await likeArticle(fan.token, second);

    const { page } = await openFeedOf(region);
    expect(await articleCardIds(page, 'article-feed')).toEqual([third, second, first]);

    await page.getByRole('tab', { name: '热门' }).click();
    await page.waitForURL(/sort=popular/);
    await expect.poll(() => articleCardIds(page, 'article-feed')).toEqual([first, second, third]);
    const likes = await page.getByTestId('article-card').first().innerText();
    expect(likes).toContain('赞 2');
    await shoot(page, 'articles-feed-popular');

    await page.getByRole('tab', { name: '最新' }).click();
    await expect.poll(() => articleCardIds(page, 'article-feed')).toEqual([third, second, first]);
  });

  it('loads the second page when the end scrolls into view, each article once', async () => {
    const region = await regionNamed('蒙大拿州');
    // 23 articles: more than a page of 20, from three writers (10 a day each).
    const writers = await Promise.all([createUser(), createUser(), createUser()]);
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) {
      const writer = writers[Math.floor(i / 10)]!;
      const article = await createArticle(writer.token, {
        title: `蒙大拿州生活分享第 ${i + 1} 篇`,
        regionId: region.id,
      });
      ids.push(article.id);
    }
    const newestFirst = [...ids].reverse();

    const { page } = await openFeedOf(region);
    expect(await articleCardIds(page, 'article-feed')).toEqual(newestFirst.slice(0, 20));
    // The write button floats over the long feed, clear of the tab bar.
    const tabBar = (await page.getByRole('navigation', { name: '主导航' }).boundingBox())!;
    const write = (await page.getByTestId('article-write').boundingBox())!;
    expect(Math.round(write.y + write.height)).toBe(Math.round(tabBar.y) - 16);
    await shoot(page, 'articles-feed-long');
    await page.getByTestId('article-card').last().scrollIntoViewIfNeeded();
    await expect.poll(() => articleCardIds(page, 'article-feed')).toEqual(newestFirst);
    await page.getByText('没有更多了').waitFor();
  });

  it('shows an article published after the page loaded when the reader pulls down', async () => {
    const region = await regionNamed('内布拉斯加州');
    const writer = await createUser({ nickName: '奥马哈居民' });
    const old = await createArticle(writer.token, {
      title: '奥马哈华人超市推荐',
      regionId: region.id,
    });

    const { page } = await openFeedOf(region);
    expect(await articleCardIds(page, 'article-feed')).toEqual([old.id]);
    const fresh = await createArticle(writer.token, {
      title: '林肯市春节联欢会通知',
      regionId: region.id,
    });
    // Nothing asks again by itself.
    expect(await articleCardIds(page, 'article-feed')).toEqual([old.id]);

    await pullDown(page);
    await expect.poll(() => articleCardIds(page, 'article-feed')).toEqual([fresh.id, old.id]);
  });
});
