import { describe, expect, it } from 'vitest';
import { createUser } from './support/accounts';
import { shoot, useBrowser } from './support/browser';
import { createPost } from './support/posts';

// The reader's script (issue 17, decision 0020): everything shown in Traditional for a reader
// who chose it or whose browser asks for it; search folds the scripts.

const open = useBrowser();
const MINE = '/pages/user/home/index';

describe('the reader’s script', () => {
  it('switches to 繁體 in 我的, shows every screen in it, finds 学区 by 學區 and keeps the choice', async () => {
    const author = await createUser();
    const stamp = Date.now() % 100000;
    const post = await createPost(author.token, {
      title: `学区房出租，近地铁${stamp}`,
      content: '步行到小学，拎包入住，欢迎联系。',
      category: '房屋租售',
    });
    const { page } = await open(MINE);
    await page.getByTestId('script-hant').click();
    await page.getByTestId('script-setting').waitFor();
    // The page reloaded in Traditional: the tab bar and the list headings.
    const tabbar = page.getByTestId('tabbar');
    await expect.poll(() => tabbar.innerText(), { interval: 200 }).toContain('首頁');
    expect(await page.getByTestId('script-hant').getAttribute('aria-current')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant');
    await shoot(page, 'script-mine-traditional');

    await tabbar.getByText('首頁').click();
    await page.getByTestId('home-categories').waitFor();
    expect(await page.getByTestId('home-categories').innerText()).toContain('二手買賣');
    await shoot(page, 'script-home-traditional');

    // The search box keeps what the reader typed; the server folds 學區 to 学区.
    await page.getByTestId('home-search').fill('學區');
    expect(await page.getByTestId('home-search').inputValue()).toBe('學區');
    await page.getByTestId('home-search').press('Enter');
    const card = page.locator(`[data-post-id="${post.id}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain(`學區房出租，近地鐵${stamp}`);

    await card.click();
    await page.getByText('步行到小學，拎包入住，歡迎聯繫。').waitFor();
    await shoot(page, 'script-post-traditional');

    await page.reload();
    await page.getByText('步行到小學，拎包入住，歡迎聯繫。').waitFor();

    await page.evaluate(() => {
      location.hash = '#/pages/article/home/index';
    });
    await expect.poll(() => tabbar.innerText()).toContain('社區');
    await expect.poll(() => page.title()).toContain('社區');
    await page.getByTestId('article-write').waitFor();
    expect(await page.getByTestId('article-write').innerText()).toBe('寫文章');
    await shoot(page, 'script-community-traditional');

    // Back to 简体: the page shows what was written.
    await tabbar.getByText('我的').click();
    await page.getByTestId('script-hans').click();
    await expect.poll(() => tabbar.innerText(), { interval: 200 }).toContain('首页');
  });

  it('starts in Traditional for a zh-TW browser', async () => {
    const { page } = await open('/', { locale: 'zh-TW' });
    await page.getByTestId('home-categories').waitFor();
    await expect.poll(() => page.getByTestId('tabbar').innerText()).toContain('首頁');
    expect(await page.getByTestId('home-categories').innerText()).toContain('招聘求職');
  });
});
