import type { GuardResult } from './navigation';
import { UserPath } from './paths';
import { findPage, isTabPath, normalizePath } from './pageIndex';

/**
 * Where the login page comes from and where it leads (spec section 4, DESIGN.md section 5).
 * Pure decisions over the page table; appNavigator.ts and the pages carry them out.
 */

export const REDIRECT_PARAM = 'redirect';

/** Personal-centre pages a visitor may open; the mine tab shows them a login prompt. */
const OPEN_USER_PAGES: ReadonlySet<string> = new Set([
  UserPath.mine,
  UserPath.login,
  UserPath.register,
  UserPath.forget,
  UserPath.about,
  UserPath.profile,
]);

/** The pages that sign a user in: never a place to come back to after signing in. */
const SIGN_IN_PAGES: ReadonlySet<string> = new Set([
  UserPath.login,
  UserPath.register,
  UserPath.forget,
]);

/** Routes under /pages/user/ other than login, register, forget, about, a user's page and the mine tab. */
export function needsLogin(path: string): boolean {
  const page = findPage(path);
  return Boolean(page?.path.startsWith('/pages/user/') && !OPEN_USER_PAGES.has(page.path));
}

/** A sign-in page (login, register, forget) with `redirect` = the encoded path and query. */
export function signInPath(page: string, returnTo: string | null): string {
  if (returnTo === null) return page;
  return `${page}?${REDIRECT_PARAM}=${encodeURIComponent(returnTo)}`;
}

export function loginPathFor(returnTo: string): string {
  return signInPath(UserPath.login, normalizePath(returnTo));
}

/** The interceptor: a visitor heading for a page that needs a login goes to login first. */
export function loginGuard(loggedIn: () => boolean) {
  return (to: string): GuardResult =>
    needsLogin(to) && !loggedIn() ? { redirect: loginPathFor(to) } : 'allow';
}

export type Move = { kind: 'navigate' | 'redirect'; to: string };

/** A page that opens another: navigate (keep history) from a tab page, redirect otherwise. */
function moveTo(to: string, from: string): Move {
  return { kind: isTabPath(from) ? 'navigate' : 'redirect', to };
}

/** Session expiry on `current`: to login and back, or nothing when already there. */
export function expiryMove(current: string): Move | null {
  if (findPage(current)?.path === UserPath.login) return null;
  return moveTo(loginPathFor(current), current);
}

/**
 * The page to return to after signing in: the `redirect` parameter when it names a page of this
 * app (a crafted link cannot send the user elsewhere), else the personal centre.
 */
export function returnPath(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return UserPath.mine;
  const page = findPage(redirect);
  if (!page || SIGN_IN_PAGES.has(page.path)) return UserPath.mine;
  return normalizePath(redirect);
}

/**
 * After login, register or a reset: back to the page the user came from. A tab page is navigated to
 * (which closes the sign-in pages above it); any other page replaces the sign-in page, which
 * took its place in the history when the user was sent to log in.
 */
export function returnMove(redirect: string | null): Move {
  const to = returnPath(redirect);
  return { kind: isTabPath(to) ? 'navigate' : 'redirect', to };
}
