import { md5 } from 'js-md5';

/**
 * The salt ships in the client, so it is public: the signature gives integrity and replay
 * protection, not authentication. The token is the secret. Override with SIGN_SALT on the server
 * and VITE_SIGN_SALT in the web build; both must match.
 */
export const DEFAULT_SIGN_SALT = 'huaren-classifieds-v1';

/** A request's `t` may differ from the server's clock by at most this much either way. */
export const TIMESTAMP_WINDOW_MS = 5 * 60_000;

export type Md5 = (input: string) => string;

const jsMd5: Md5 = (input) => md5(input);

/** s = md5(token + md5(token + salt + t + nonce)), lower-case hex (DESIGN.md section 3). */
export function computeSignature(
  token: string,
  t: string,
  nonce: string,
  salt: string,
  hash: Md5 = jsMd5,
): string {
  return hash(token + hash(token + salt + t + nonce));
}
