/** Header names of spec section 7. Node lower-cases incoming names; these are as the client sends them. */
export const Header = {
  token: 'X-AUTH-TOKEN-UID',
  timestamp: 't',
  nonce: 'nonce',
  signature: 's',
  requestedWith: 'X-Requested-With',
  csrf: 'Csrf-Token',
  /** Response: the server's clock in ms since the epoch, so a client with a wrong clock corrects `t`. */
  serverTime: 'X-Server-Time',
  /** Response: the request id that the server's log lines carry. */
  requestId: 'X-Request-Id',
} as const;

/**
 * What our client sends in the marker headers. The server accepts any non-empty value (the
 * original uni-app clients send `*` and `nocheck`): the token travels in a header, never a
 * cookie, so CSRF needs only markers whose presence forces a CORS preflight.
 */
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';
export const CSRF_MARKER_VALUE = '1';
