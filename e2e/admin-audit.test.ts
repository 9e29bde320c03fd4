import { DASHBOARD_TIME_ZONE, formatDate, type AuditEntry, type Page } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { createUser, loggedInAs } from './support/accounts';
import { createAdmin } from './support/admin';
import { shoot, useBrowser } from './support/browser';
import { createPost } from './support/posts';

const open = useBrowser();

/** A day in the console's time zone, `days` from today. */
function dayFromToday(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DASHBOARD_TIME_ZONE }).format(
    Date.now() + days * 86_400_000,
  );
}

describe('the audit log in the browser', () => {
  it('shows what an action changed in words: Chinese field names and statuses, local times', async () => {
    const admin = await createAdmin('日志管理员');
    const author = await createUser();
    const post = await createPost(author.token, { title: `日志里的帖子${Date.now()}` });
    await call('POST', '/v1/admin/post/recommend/', {
      token: admin.token,
      body: { postId: post.id, until: dayFromToday(3) },
    });
    await call('POST', '/v1/admin/content/status/', {
      token: admin.token,
      body: { type: 'post', id: post.id, action: 'hide', reason: '联系方式可疑' },
    });
    // The recommendation's end as the server stored it, to compare with what the page shows.
    const { list } = await call<Page<AuditEntry>>(
      'GET',
      `/v1/admin/audit_log/?targetType=post&targetId=${post.id}&action=post.recommend`,
      { token: admin.token },
    );
    const until = list[0]!.after!.recommendUntil as string;

    const { page } = await open(`/admin/audit?target=post&targetId=${post.id}`, loggedInAs(admin));
    const entries = page.getByTestId('audit-entry');
    await entries.nth(1).waitFor();
    expect(await entries.count()).toBe(2);
    const hidden = page.locator('[data-testid="audit-entry"][data-action="post.hide"]');
    expect(await hidden.innerText()).toContain('状态：已发布 → 已隐藏');
    expect(await hidden.innerText()).toContain('状态原因：无 → 联系方式可疑');
    const recommended = page.locator('[data-testid="audit-entry"][data-action="post.recommend"]');
    expect(await recommended.innerText()).toContain(
      `推荐至：无 → ${formatDate(until, 'yyyy-mm-dd hh:MM')}`,
    );
    // No JSON and no ISO timestamps left for the admin to decode.
    const text = await page.getByTestId('audit-log').innerText();
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T|"|published|hidden|recommendUntil/);
    await shoot(page, 'admin-audit-readable');
  });
});
