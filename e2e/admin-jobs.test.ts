import { describe, expect, it } from 'vitest';
import { uniqueEmail, waitForRoute, loggedInAs } from './support/accounts';
import { createAdmin } from './support/admin';
import { axeViolations } from './support/axe';
import { shoot, useBrowser } from './support/browser';
import { outboxMessages } from './support/outbox';
import { writeServerDatabase } from './support/server-database';

const open = useBrowser();

describe('失败任务 in the console', () => {
  it('lists a mail the SMTP server kept refusing, with its error and attempts, and 重试 sends it', async () => {
    const admin = await createAdmin();
    const to = uniqueEmail('bounce');
    // The row a refusing mail server leaves after six attempts (test/jobs.test.ts drives a real
    // one through them on both dialects); this suite's server writes mail to its outbox.
    const now = Date.now();
    writeServerDatabase(
      `insert into jobs (kind, payload, status, attempts, max_attempts, run_at, locked_until,
        last_error, created_at, updated_at) values ('message.send', ?, 'failed', 6, 6, ?, null, ?, ?, ?)`,
      JSON.stringify({ channel: 'email', to, subject: '验证码', text: '你的验证码是 123456' }),
      now,
      "Can't send mail - all recipients were rejected: 550 mailbox unavailable",
      now - 480_000,
      now,
    );

    const { page } = await open('/admin/jobs', loggedInAs(admin));
    await waitForRoute(page, '/admin/jobs');
    const card = page.getByTestId('failed-job').filter({ hasText: `${to.slice(0, 1)}***@` });
    await card.first().waitFor();
    const text = await card.first().innerText();
    expect(text).toContain('已尝试 6 次');
    expect(text).toContain('550 mailbox unavailable');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'admin-failed-jobs');

    await card
      .first()
      .getByRole('button', { name: /重试任务/ })
      .click();
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(0);
    await expect
      .poll(async () => (await outboxMessages(to)).map((m) => m.text), { timeout: 10_000 })
      .toEqual(['你的验证码是 123456']);
  });
});
