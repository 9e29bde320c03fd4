import { describe, expect, it } from 'vitest';
import { pageTable } from '../app/pageTable';
import {
  expiryMove,
  loginGuard,
  loginPathFor,
  needsLogin,
  returnMove,
  returnPath,
  signInPath,
} from './loginFlow';
import { HOME_PATH, REGION_PICKER_PATH, UserPath } from './paths';
import { setPages } from './pageIndex';

// The real page table, as start-up hands it over (main.tsx).
setPages(pageTable);

const login = (back: string) => `${UserPath.login}?redirect=${encodeURIComponent(back)}`;

describe('login flow', () => {
  it('needs a login for personal-centre pages other than the sign-in pages, about and mine', () => {
    for (const path of [UserPath.setting, UserPath.nickName, UserPath.password, UserPath.email])
      expect(needsLogin(path), path).toBe(true);
    expect(needsLogin(`${UserPath.setting}?x=1`)).toBe(true);
    for (const path of [
      UserPath.mine,
      UserPath.login,
      UserPath.register,
      UserPath.forget,
      UserPath.about,
      HOME_PATH,
      '/pages/home/index',
      REGION_PICKER_PATH,
      '/pages/user/nowhere',
    ])
      expect(needsLogin(path), path).toBe(false);
  });

  it('sends a visitor to login with the page and its query as redirect, and lets a user pass', () => {
    let loggedIn = false;
    const guard = loginGuard(() => loggedIn);
    const target = `${UserPath.setting}?tab=a&b=c d`;
    expect(guard(target)).toEqual({ redirect: login(target) });
    expect(guard(UserPath.about)).toBe('allow');
    loggedIn = true;
    expect(guard(target)).toBe('allow');
  });

  it('encodes the redirect so that its query survives, and resolves aliases', () => {
    expect(loginPathFor('/pages/home/index')).toBe(`${UserPath.login}?redirect=%2F`);
    const path = loginPathFor(`${REGION_PICKER_PATH}?a=1&b=2`);
    expect(new URLSearchParams(path.split('?')[1]).get('redirect')).toBe(
      `${REGION_PICKER_PATH}?a=1&b=2`,
    );
    expect(signInPath(UserPath.register, null)).toBe(UserPath.register);
    expect(signInPath(UserPath.register, '/')).toBe(`${UserPath.register}?redirect=%2F`);
  });

  it('on session expiry navigates from a tab page, redirects from others, stays on login', () => {
    expect(expiryMove(UserPath.mine)).toEqual({ kind: 'navigate', to: login(UserPath.mine) });
    expect(expiryMove('/pages/home/index')).toEqual({ kind: 'navigate', to: login(HOME_PATH) });
    expect(expiryMove(`${UserPath.nickName}?a=1`)).toEqual({
      kind: 'redirect',
      to: login(`${UserPath.nickName}?a=1`),
    });
    expect(expiryMove(login(UserPath.setting))).toBeNull();
    expect(expiryMove(UserPath.login)).toBeNull();
  });

  it('returns after login: navigate to a tab page, redirect to any other', () => {
    expect(returnMove(UserPath.mine)).toEqual({ kind: 'navigate', to: UserPath.mine });
    expect(returnMove('/pages/home/index')).toEqual({ kind: 'navigate', to: HOME_PATH });
    expect(returnMove(`${UserPath.setting}?x=1`)).toEqual({
      kind: 'redirect',
      to: `${UserPath.setting}?x=1`,
    });
  });

  it('returns only to pages of the app, never to a sign-in page', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/',
      'javascript:alert(1)',
      '/pages/user/nowhere',
      UserPath.login,
      `${UserPath.register}?redirect=%2F`,
      UserPath.forget,
    ])
      expect(returnPath(bad), String(bad)).toBe(UserPath.mine);
    expect(returnPath(UserPath.about)).toBe(UserPath.about);
  });
});
