import type { UserRole } from '@huaren/contract';
import type { Generated } from 'kysely';

// Users, sessions, verification codes, login logs, rate limits (conventions: schema.ts).

export type UserStatus = 'active' | 'banned';

/** E-mail (normalizeEmail) and phone (E.164) are each unique when present; at least one is. */
export interface UserTable {
  id: Generated<number>;
  nick_name: string;
  email: string | null;
  phone: string | null;
  wechat: string | null;
  /** `scrypt$N$r$p$salt$hash` (see auth/password.ts): the parameters travel with the hash. */
  password_hash: string;
  /** Granted and revoked from the command line only (npm run admin; decision 0008). */
  role: Generated<UserRole>;
  status: Generated<UserStatus>;
  ban_reason: string | null;
  created_at: number;
  updated_at: number;
}

/** A login. Only the SHA-256 of the token is kept: a leaked table opens no session. */
export interface SessionTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ip: string;
  device: string;
}

export type VcodePurpose = 'signup' | 'bind-new' | 'reset' | 'my';

/** A verification code sent (or, for an unknown account's reset, pretended to be sent). */
export interface VerificationCodeTable {
  id: Generated<number>;
  purpose: VcodePurpose;
  /** The e-mail or E.164 phone the code went to. */
  target: string;
  /** The account that asked, for codes only that account may use (bind-new, my). */
  user_id: number | null;
  code_hash: string;
  created_at: number;
  expires_at: number;
  /** Tries so far, the right one included; a code is dead once it reaches the limit. */
  attempts: Generated<number>;
  consumed_at: number | null;
}

export interface LoginLogTable {
  id: Generated<number>;
  user_id: number;
  created_at: number;
  ip: string;
  device: string;
  success: number;
}

/** A counter per key, alive until `expires_at` (the window starts at its first hit). */
export interface RateLimitTable {
  key: string;
  window_start: number;
  expires_at: number;
  count: number;
}
