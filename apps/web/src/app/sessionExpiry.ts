import { clearSession } from '../lib/session';
import { hideLoading } from '../lib/toast';
import { currentPath, perform } from '../nav/appNavigator';
import { expiryMove } from '../nav/loginFlow';

/**
 * Server code 403 or -1 (spec sections 4 and 8): the session is cleared and the user sent to
 * login with `redirect` = the current page: navigateTo from a tab page, redirectTo otherwise,
 * nothing when already on the login page.
 */
export function handleSessionExpired(): void {
  hideLoading();
  clearSession();
  const move = expiryMove(currentPath());
  if (move) void perform(move);
}
