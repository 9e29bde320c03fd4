import { describe, expect, it } from 'vitest';
import { createUser } from './support/accounts';
import { createAdmin } from './support/admin';
import { call } from './support/api';
import { shoot, useBrowser, type OpenOptions } from './support/browser';
import { ageAccount, createPost, regionId } from './support/posts';

const open = useBrowser();

const WEEK_MS = 7 * 86_400_000;

describe('recommended posts on the home page', () => {
  it('a post an administrator recommends leads the home page, ahead of a newer one', async () => {
    const [author, admin] = await Promise.all([createUser(), createAdmin()]);
    const chosen = await createPost(author.token, { title: '管理员推荐的华人超市招聘' });
    const newer = await createPost(author.token, { title: '没有图片也没有推荐的帖子' });
    // A week on, whatever the time zone of the day's end: recommended now either way.
    const until = new Date(Date.now() + WEEK_MS).toISOString().slice(0, 10);
    await call('POST', '/v1/admin/post/recommend/', {
      token: admin.token,
      body: { postId: chosen.id, until },
    });

    const { page } = await open('/');
    const card = page.getByTestId('home-posts').locator(`[data-post-id="${chosen.id}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain('管理员推荐的华人超市招聘');
    // Then the newest posts with photos, then the newest of the rest.
    const order = await page
      .getByTestId('home-posts')
      .locator('[data-post-id]')
      .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-post-id'))));
    expect(order.indexOf(chosen.id)).toBe(0);
    expect(order).toContain(newer.id);

    await card.getByRole('link').click();
    await page.getByTestId('post-title').waitFor();
    expect(await page.getByTestId('post-title').innerText()).toBe('管理员推荐的华人超市招聘');
  });
});

/** open() options that start the app with `name` (a state of 美国) as the chosen region. */
async function inRegion(name: string): Promise<OpenOptions> {
  const [country, region] = await Promise.all([regionId('美国'), regionId(name)]);
  return {
    beforeLoad: (page) =>
      page.addInitScript(
        ([countryId, id, regionName]) => {
          localStorage.setItem('countryId', countryId);
          localStorage.setItem('countryName', '美国');
          localStorage.setItem('regionId', id);
          localStorage.setItem('regionName', regionName);
          localStorage.setItem('regionPath', `美国>${regionName}`);
        },
        [String(country), String(region), name] as const,
      ),
  };
}

describe('the information tab', () => {
  it("shows the region and, under the categories, the region's newest posts page after page", async () => {
    const [one, two] = await Promise.all([createUser(), createUser()]);
    ageAccount(one.id);
    ageAccount(two.id);
    const oregon = await regionId('俄勒冈州');
    const ids: number[] = [];
    for (let i = 1; i <= 23; i += 1) {
      const post = await createPost((i % 2 ? one : two).token, {
        title: `波特兰第 ${i} 条信息`,
        regionId: oregon,
      });
      ids.push(post.id);
    }
    const elsewhere = await createPost(one.token, { title: '别的州的信息不在这里' });

    const { page } = await open('/pages/post/home/index', await inRegion('俄勒冈州'));
    expect(await page.getByTestId('sections-region').innerText()).toContain('俄勒冈州');
    const cards = page.getByTestId('sections-posts').locator('[data-post-id]');
    const shown = () =>
      cards.evaluateAll((all) => all.map((c) => Number(c.getAttribute('data-post-id'))));
    const newestFirst = [...ids].reverse();
    await expect.poll(shown, { timeout: 10_000 }).toEqual(newestFirst.slice(0, 20));
    await shoot(page, 'sections-tab');
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(shown, { timeout: 10_000 }).toEqual(newestFirst);
    await page.getByText('没有更多了').waitFor();
    expect(await shown()).not.toContain(elsewhere.id);
  });
});

describe('推荐信息 on the home page', () => {
  it('ends with 查看更多, which opens the region’s whole list', async () => {
    const author = await createUser();
    ageAccount(author.id);
    const hawaii = await regionId('夏威夷州');
    for (let i = 1; i <= 11; i += 1) {
      await createPost(author.token, { title: `檀香山第 ${i} 条信息`, regionId: hawaii });
    }
    const { page } = await open('/', await inRegion('夏威夷州'));
    // The server draws the first region's home (decision 0047); the app moves to the stored one.
    await expect
      .poll(() => page.getByTestId('region-current').innerText(), { timeout: 10_000 })
      .toContain('夏威夷州');
    await expect
      .poll(() => page.getByTestId('home-posts').locator('[data-post-id]').count(), {
        timeout: 10_000,
      })
      .toBe(10);
    await page.getByTestId('home-posts-more').click();
    await page.getByTestId('post-list').waitFor();
    expect(page.url()).toContain('/pages/post/list/index');
    await expect
      .poll(() => page.getByTestId('post-list').locator('[data-post-id]').count())
      .toBe(11);
    expect(await page.getByTestId('list-region').innerText()).toContain('夏威夷州');
  });
});
