import { type ContactKind, callPaths } from '@huaren/contract';
import { request } from './client';

/**
 * The four code requests of spec section 7. Each answers `resendAfter`, the seconds until the
 * server accepts another request for the same target. Plain functions rather than mutation
 * hooks: the code button (VcodeField) keeps its own sending state and countdown.
 */
export const sendVcode = {
  /** To an e-mail or phone that is not registered yet. */
  signup: (account: string) => request(callPaths.signupVcode, { account }),
  /** To a new e-mail or phone the user wants to bind. */
  bindNew: (account: string) => request(callPaths.requestNewVcode, { account }),
  /** To the account whose password was forgotten. */
  reset: (account: string) => request(callPaths.requestResetVcode, { account }),
  /** To the user's own current e-mail or phone. */
  mine: (channel: ContactKind) => request(callPaths.requestMyVcode, { channel }),
};
