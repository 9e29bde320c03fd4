import { describe, expect, it } from 'vitest';
import { createUser } from './support/accounts';
import { useBrowser } from './support/browser';
import { createPost } from './support/posts';

const open = useBrowser();

const LAUNCH_CALLS = /\/v1\/user\/(param_config_list|region_list|post_categories(_recommend)?)\//;

describe('the launch data in the page (decision 0043)', () => {
  it.each([
    ['/', async () => ({}), 'tabbar'],
    [
      'a share page',
      async () => ({ serverPath: `/p/${(await createPost((await createUser()).token)).id}` }),
      'post-title',
    ],
  ])('%s starts the app without asking for config, regions or categories', async (_, at, shown) => {
    const asked: string[] = [];
    const { page } = await open('/', {
      ...(await at()),
      beforeLoad: async (p) =>
        p.on('request', (request) => {
          if (LAUNCH_CALLS.test(request.url())) asked.push(request.url());
        }),
    });
    await page.getByTestId(shown).waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  it('the home page shows the categories it was served with', async () => {
    const { page } = await open('/');
    await expect
      .poll(() => page.getByTestId('home-categories').getByRole('link').count(), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
  });
});
