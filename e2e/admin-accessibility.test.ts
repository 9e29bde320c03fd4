import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { createUser, loggedInAs } from './support/accounts';
import { createAdmin } from './support/admin';
import { axeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { createPost } from './support/posts';

const open = useBrowser();

describe('accessibility of the admin console', () => {
  it('axe finds no serious or critical violation on the queue, content, users, a user, categories, config and the audit log', async () => {
    const admin = await createAdmin('无障碍管理员');
    const author = await createUser({ nickName: '无障碍作者' });
    const reporter = await createUser();
    const post = await createPost(author.token, { title: '无障碍检查用的被举报帖子' });
    await call('POST', '/v1/user/report_post/', {
      token: reporter.token,
      body: { postId: post.id, reason: '虚假诈骗', text: '看起来是骗局' },
    });

    const { page } = await open('/admin/index', loggedInAs(admin));
    await page.getByTestId('report-case').first().waitFor();
    await page.getByTestId('dashboard-days').waitFor();
    expect(await axeViolations(page), 'queue and dashboard').toEqual([]);

    await page.getByTestId('report-case').first().getByRole('button', { name: /^隐藏/ }).click();
    await page.getByTestId('reason-dialog').waitFor();
    // Checked once it has faded in: half-transparent text fails contrast on its way.
    await expect
      .poll(() =>
        page.getByTestId('reason-dialog').evaluate((el) => {
          const body = el.closest('.adm-center-popup-body');
          return body?.parentElement && getComputedStyle(body.parentElement).opacity;
        }),
      )
      .toBe('1');
    expect(await axeViolations(page), 'reason dialog').toEqual([]);
    await page.getByTestId('reason-dialog').getByRole('button', { name: '取消' }).click();

    const screens = [
      ['/admin/content', 'content-card'],
      ['/admin/users', 'admin-user'],
      [`/admin/user?id=${author.id}`, 'login-logs'],
      ['/admin/categories', 'admin-category'],
      ['/admin/config', 'admin-config'],
      ['/admin/audit', 'audit-entry'],
    ] as const;
    for (const [path, testId] of screens) {
      await page.goto(`/#${path}`);
      await page.getByTestId(testId).first().waitFor();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
