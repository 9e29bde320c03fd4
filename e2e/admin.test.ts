import { DASHBOARD_TIME_ZONE, ParamKey, type PostListItem } from '@huaren/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { createUser, loggedInAs, toast, waitForRoute, type TestUser } from './support/accounts';
import { createAdmin } from './support/admin';
import { shoot, useBrowser } from './support/browser';
import { categoryId, createPost, regionId } from './support/posts';

const open = useBrowser();

/** Types a reason into the open reason dialog and confirms. */
async function giveReason(page: Page, reason: string): Promise<void> {
  const dialog = page.getByTestId('reason-dialog');
  await dialog.getByLabel('操作原因').fill(reason);
  await dialog.getByTestId('reason-confirm').click();
  await dialog.waitFor({ state: 'detached' });
}

/** The post's id among the first page of the public list, with or without a keyword. */
async function listed(postId: number, keyword?: string): Promise<boolean> {
  const { list } = await call<{ list: PostListItem[] }>('POST', '/v1/user/post_list/', {
    body: keyword ? { keyword } : {},
  });
  return list.some((post) => post.id === postId);
}

/** A day in the console's time zone, `days` from today. */
function dayFromToday(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DASHBOARD_TIME_ZONE }).format(
    Date.now() + days * 86_400_000,
  );
}

/**
 * Whether a reader sees the post on a screen, opened afresh (no cached list): the list's test
 * id, or its empty state, then the post's card or not.
 */
async function seenOn(
  postId: number,
  screen: { path: string; list: string; empty: string; as?: TestUser },
): Promise<boolean> {
  const { page } = await open(screen.path, screen.as ? loggedInAs(screen.as) : {});
  await page.getByTestId(screen.list).or(page.getByTestId(screen.empty)).waitFor();
  const seen = (await page.locator(`[data-post-id="${postId}"]`).count()) > 0;
  await page.context().close();
  return seen;
}

describe('the admin console', () => {
  it('an admin hides a reported post from the queue: it leaves every list a reader sees and the search, the case closes with the reason', async () => {
    const admin = await createAdmin('值班管理员');
    const author = await createUser({ nickName: '被举报的人' });
    const reporter = await createUser({ nickName: '热心举报' });
    const liker = await createUser({ nickName: '点过赞的人' });
    const title = `举报测试帖子${Date.now()}`;
    const flushing = await regionId('纽约/法拉盛');
    const secondhand = await categoryId('二手买卖');
    const post = await createPost(author.token, { title, regionId: flushing });
    await call('POST', '/v1/user/post/like/', { token: liker.token, body: { postId: post.id } });
    await call('POST', '/v1/admin/post/recommend/', {
      token: admin.token,
      body: { postId: post.id, until: dayFromToday(1) },
    });
    await call('POST', '/v1/user/report_post/', {
      token: reporter.token,
      body: { postId: post.id, reason: '垃圾广告', text: '反复刷屏的广告' },
    });
    // Where readers meet it: the home page's recommended list (the default region, the
    // country, holds Flushing), its category, its metro, and the likes of who liked it.
    const screens = [
      { path: '/', list: 'home-posts', empty: 'home-posts-empty' },
      {
        path: `/pages/post/list/index?category=${secondhand}`,
        list: 'post-list',
        empty: 'post-list-empty',
      },
      {
        path: `/pages/post/list/index?region=${flushing}`,
        list: 'post-list',
        empty: 'post-list-empty',
      },
      { path: '/pages/user/like/index', list: 'my-likes', empty: 'my-likes-empty', as: liker },
    ];
    for (const screen of screens) expect(await seenOn(post.id, screen), screen.path).toBe(true);
    expect(await listed(post.id)).toBe(true);
    expect(await listed(post.id, title)).toBe(true);

    // The mine tab leads an administrator to the console, whose first screen is the queue.
    const { page } = await open('/pages/user/home/index', loggedInAs(admin));
    await page.getByTestId('mine-admin').click();
    await waitForRoute(page, '/admin/index');
    const card = page.locator(`[data-testid="report-case"][data-post-id="${post.id}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain('1 人举报');
    expect(await card.innerText()).toContain('垃圾广告 × 1');
    expect(await card.innerText()).toContain('反复刷屏的广告');
    await shoot(page, 'admin-queue');

    await card.getByRole('button', { name: `隐藏：${title}` }).click();
    // An empty reason is refused in the dialog, as the server would.
    await page.getByTestId('reason-confirm').click();
    await page.getByTestId('reason-dialog').getByText('请填写操作原因').waitFor();
    await giveReason(page, '广告信息，违反发布规则');
    await toast(page, '已隐藏').waitFor();
    await card.waitFor({ state: 'detached' });

    expect(await listed(post.id)).toBe(false);
    expect(await listed(post.id, title)).toBe(false);
    for (const screen of screens) expect(await seenOn(post.id, screen), screen.path).toBe(false);

    await page.goto('/#/admin/reports');
    await page.getByRole('tab', { name: '已处理' }).click();
    const closed = page.locator(`[data-testid="report-case"][data-post-id="${post.id}"]`);
    expect(await closed.getByTestId('report-resolution').innerText()).toContain(
      '已隐藏：广告信息，违反发布规则',
    );

    // The author reads the status and the reason in my posts.
    const mine = await open('/pages/user/post/index', loggedInAs(author));
    const own = mine.page.locator(`[data-post-id="${post.id}"]`);
    await own.waitFor();
    expect(await own.getByTestId('post-status').innerText()).toBe('已隐藏');
    expect(await own.getByTestId('post-status-reason').innerText()).toBe(
      '原因：广告信息，违反发布规则',
    );
    await shoot(mine.page, 'my-posts-reason');
  });

  it('#/admin/ and #/admin open the console at its first screen, the report queue', async () => {
    const admin = await createAdmin('入口管理员');
    for (const path of ['/admin/', '/admin']) {
      const { page } = await open(path, loggedInAs(admin));
      await page.getByTestId('admin-queue').waitFor();
      expect(await page.title()).toMatch(/^管理后台/);
      const menu = page.getByTestId('admin-menu');
      expect(await menu.locator('[aria-current="page"]').innerText()).toBe('管理后台');
      await page.context().close();
    }
  });

  it('the console opened by its address offers home, not back; opened from 我的, back returns there', async () => {
    const admin = await createAdmin('导航管理员');
    const { page } = await open('/admin/', loggedInAs(admin));
    await page.getByTestId('admin-queue').waitFor();
    expect(await page.getByRole('button', { name: '返回', exact: true }).count()).toBe(0);
    await shoot(page, 'admin-queue-opened-directly');
    // Sections replace each other: another one has nothing behind it either.
    await page.getByTestId('admin-menu').getByText('操作日志').click();
    await waitForRoute(page, '/admin/audit');
    await page.getByRole('button', { name: '返回首页' }).click();
    await waitForRoute(page, '/');
    await page.getByTestId('home-categories').waitFor();

    await page.goto('/#/pages/user/home/index');
    await page.getByTestId('mine-admin').click();
    await page.getByTestId('admin-queue').waitFor();
    expect(await page.getByRole('button', { name: '返回首页' }).count()).toBe(0);
    await page.getByRole('button', { name: '返回', exact: true }).click();
    await waitForRoute(page, '/pages/user/home/index');
  });

  it('on a desktop: the queue beside the figures, and the audit log filtered by action', async () => {
    const admin = await createAdmin('桌面管理员');
    const author = await createUser({ nickName: '桌面作者' });
    const reporter = await createUser();
    const post = await createPost(author.token, { title: `桌面检查的帖子${Date.now()}` });
    await call('POST', '/v1/user/report_post/', {
      token: reporter.token,
      body: { postId: post.id, reason: '虚假诈骗', text: '要求先转账的骗局' },
    });
    await call('POST', '/v1/admin/post/recommend/', {
      token: admin.token,
      body: { postId: post.id, until: dayFromToday(7), reason: '社区活动宣传' },
    });

    const { page } = await open('/admin/', { ...loggedInAs(admin), desktop: true });
    await page.locator(`[data-testid="report-case"][data-post-id="${post.id}"]`).waitFor();
    await page.getByTestId('dashboard-days').waitFor();
    await shoot(page, 'admin-desktop-queue');

    await page.getByTestId('admin-menu').getByText('操作日志').click();
    await page.getByTestId('audit-entry').first().waitFor();
    await page.getByLabel('操作类型').selectOption({ label: '推荐信息' });
    await waitForRoute(page, '/admin/audit?action=post.recommend');
    const entry = page.getByTestId('audit-entry').first();
    await expect.poll(() => entry.innerText()).toContain('原因：社区活动宣传');
    const shown = await page
      .getByTestId('audit-entry')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-action')));
    expect(new Set(shown)).toEqual(new Set(['post.recommend']));
    await shoot(page, 'admin-desktop-audit');
  });

  it('an admin edits the about text, keeping its line breaks, and the about page shows it', async () => {
    const admin = await createAdmin();
    const { page } = await open('/admin/config', loggedInAs(admin));
    const about = page.getByTestId(`config-${ParamKey.about}`);
    const text = `关于我们（测试 ${Date.now()}）\n第二行：欢迎反馈`;
    await about.getByRole('textbox').fill(text);
    await about.getByRole('button', { name: '保存 关于我们' }).click();
    await toast(page, '已保存').waitFor();

    await page.goto('/#/pages/user/about/index');
    const shown = page.getByTestId('about-about');
    await shown.getByText('第二行：欢迎反馈').waitFor();
    expect(await shown.locator('p').innerText()).toBe(text);
    expect(await shown.locator('br').count()).toBe(1);
  });

  it('a user or a visitor opening the console sees 页面不存在 like any unknown path, and no console code', async () => {
    const user = await createUser();
    for (const who of [user, null]) {
      const requests: string[] = [];
      const { page } = await open('/admin/users', {
        beforeLoad: async (p) => {
          p.on('request', (request) => requests.push(request.url()));
          if (who) await loggedInAs(who).beforeLoad?.(p);
        },
      });
      await page.getByTestId('not-found').waitFor();
      expect(await page.title()).toMatch(/^页面不存在/);
      // The gate's own chunk only: neither the console's frame, its page loader nor its pages.
      expect(requests.filter((url) => /\/(AdminLayout|load|users)-/.test(url))).toEqual([]);
      await page.getByTestId('not-found-action').click();
      await waitForRoute(page, '/');
    }
    // Any other path that names no page says the same.
    const { page } = await open('/pages/no/such/page');
    await page.getByTestId('not-found').waitFor();
    // The server agrees: a user's token gets the unknown-path answer, not the console's data.
    await expect(call('GET', '/v1/admin/users/', { token: user.token })).rejects.toThrow(
      /answered 404/,
    );
  });
});
