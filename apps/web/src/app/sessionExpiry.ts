import { clearSession } from '../lib/session';
import { hideLoading } from '../lib/toast';

/**
 * Server code 403 or -1 (spec sections 4 and 8): the session is cleared here.
 *
 * SEAM for the accounts issue: the login route (/pages/user/login/index) does not exist yet.
 * When it does, this function also sends the user there with `redirect` = the encoded path and
 * query of the current page: navigateTo when the current page is a tab page, redirectTo
 * otherwise, and nothing when already on the login page.
 */
export function handleSessionExpired(): void {
  hideLoading();
  clearSession();
}
