import { REQUEST_TIMEOUT_MS } from '@huaren/contract/constants';
import { DEFAULT_SIGN_SALT } from '@huaren/contract/protocol/signature';
import { getToken } from '../lib/session';
import { showErrorToast } from '../lib/toast';
import { uuid } from '../lib/uuid';
import { createClient } from './createClient';
import { sessionExpired } from './setup';

export { ApiError, isNotFound } from './createClient';

/** The one request layer of the app: pages reach it only through the query hooks of src/api. */
export const apiClient = createClient({
  // Wrapped: calling window.fetch as a method of another object throws "Illegal invocation".
  fetch: (input, init) => fetch(input, init),
  getToken,
  now: () => Date.now(),
  isOnline: () => navigator.onLine,
  randomId: uuid,
  salt: import.meta.env.VITE_SIGN_SALT ?? DEFAULT_SIGN_SALT,
  timeoutMs: REQUEST_TIMEOUT_MS,
  onSessionExpired: sessionExpired,
  onFailure: showErrorToast,
});

export const request = apiClient.request;
