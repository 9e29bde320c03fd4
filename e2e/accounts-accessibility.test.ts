import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs } from './support/accounts';
import { axeViolations, itPassesAxeOn } from './support/axe';
import { useBrowser, type OpenOptions } from './support/browser';

const open = useBrowser();

describe('accessibility of the account screens', () => {
  itPassesAxeOn(open, [
    ['login', '/pages/user/login/index', 'login-page'],
    ['register', '/pages/user/register/index', 'register-page'],
    ['forgot password', '/pages/user/forget/index', 'forget-page'],
    ['about', '/pages/user/about/index', 'about-about'],
    ['mine (visitor)', '/pages/user/home/index', 'user-visitor'],
  ]);

  it('axe finds no serious or critical violation on the logged-in pages', async () => {
    const user = await createUser();
    const pages: Array<[string, string]> = [
      ['/pages/user/home/index', 'user-profile'],
      ['/pages/user/setting/index', 'setting-profile'],
      ['/pages/user/setting/nickName', 'edit-nickName'],
      ['/pages/user/setting/email', 'change-email'],
      ['/pages/user/setting/password', 'change-password'],
    ];
    const options: OpenOptions = loggedInAs(user);
    for (const [path, testId] of pages) {
      const { page } = await open(path, options);
      await page.getByTestId(testId).waitFor();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
