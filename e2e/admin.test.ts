import { ParamKey, type PostListItem } from '@huaren/contract';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { createUser, loggedInAs, toast, waitForRoute } from './support/accounts';
import { createAdmin } from './support/admin';
import { useBrowser } from './support/browser';
import { createPost } from './support/posts';

const open = useBrowser();

const SHOTS = '/tmp/shots-admin';
mkdirSync(SHOTS, { recursive: true });
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/e2e-${name}.png` });

/** Types a reason into the open reason dialog and confirms. */
async function giveReason(page: Page, reason: string): Promise<void> {
  const dialog = page.getByTestId('reason-dialog');
  await dialog.getByLabel('操作原因').fill(reason);
  await dialog.getByTestId('reason-confirm').click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the admin console', () => {
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

  it('a user or a visitor opening the console gets the unknown-path answer, and no console code', async () => {
    const user = await createUser();
    for (const who of [user, null]) {
      const requests: string[] = [];
      const { page } = await open('/admin/users', {
        beforeLoad: async (p) => {
          p.on('request', (request) => requests.push(request.url()));
          if (who) await loggedInAs(who).beforeLoad?.(p);
        },
      });
      await waitForRoute(page, '/');
      await page.getByTestId('tabbar').waitFor();
      // The gate's own chunk only: neither the console's frame nor its pages.
      expect(requests.filter((url) => /AdminLayout-|\/users-/.test(url))).toEqual([]);
    }
    // The server agrees: a user's token gets the unknown-path answer, not the console's data.
    await expect(call('GET', '/v1/admin/users/', { token: user.token })).rejects.toThrow(
      /answered 404/,
    );
  });
});
