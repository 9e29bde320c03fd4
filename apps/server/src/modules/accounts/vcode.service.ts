import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  Code,
  DEFAULT_SITE_NAME,
  ParamKey,
  VCODE_RESEND_SECONDS,
  type Contact,
} from '@huaren/contract';
import type { Db } from '../../db/database';
import type { VcodePurpose } from '../../db/schema';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { Refusal } from '../../lib/envelope';
import { secondsLeft } from '../../limits/rate-limiter';
import { messageTo } from '../../messaging/message';
import { sendMessageJob } from '../../messaging/message-job';
import { codeMessage } from '../../messaging/texts';
import { createParamConfigRepository } from '../../core/site/param-config.repository';
import type { AccountDeps } from './deps';
import { Reasons } from './reasons';
import { Limits, VCODE_MAX_ATTEMPTS, VCODE_TTL_MS } from './rules';
import { createVcodeRepository } from './vcode.repository';

/**
 * How a code reaches its target. Either way the message is a job written with the code (decision
 * 0024), so a crash after the answer still delivers it and a failed send is retried. `await`
 * makes the first attempt before answering (the code is usually there when the user looks);
 * `background` answers first, so the response time says nothing about the account (reset);
 * `none` stores the code and sends nothing (a reset for an unknown account looks the same).
 */
export type Delivery = 'await' | 'background' | 'none';

export interface IssueRequest {
  purpose: VcodePurpose;
  contact: Contact;
  /** Set for codes only this account may use (bind-new, my). */
  userId: number | null;
  ip: string;
  delivery: Delivery;
}

/**
 * Stored as SHA-256 over purpose, target and code, so a code is bound to both and the table
 * never shows one. A million codes hash in a second, so this is no defence for a stolen table
 * against a determined reader; codes die in ten minutes, which is the defence.
 */
function hashCode(purpose: VcodePurpose, target: string, code: string): string {
  return createHash('sha256').update(`${purpose}\n${target}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createVcodeService(deps: AccountDeps) {
  const { db, now, limiter, jobs } = deps;
  const codes = createVcodeRepository(db);
  const params = createParamConfigRepository(db);

  /**
   * The IP's daily cap first, so a script refused by it cannot also use up a victim's per-target
   * counters; then the per-target minute; then the per-target day. Refused hits count too.
   */
  async function enforceSendLimits(contact: Contact, ip: string): Promise<void> {
    const perIp = await limiter.hit(Limits.vcodePerIp, ip);
    if (!perIp.allowed) {
      throw new Refusal(Code.tooManyRequests, Reasons.ipDailyCap(hoursLeft(perIp.retryAfterMs)));
    }
    const resend = await limiter.hit(Limits.vcodePerTarget, contact.value);
    if (!resend.allowed) {
      throw new Refusal(
        Code.tooManyRequests,
        Reasons.resendTooSoon(secondsLeft(resend.retryAfterMs)),
      );
    }
    const daily = contact.kind === 'phone' ? Limits.smsPerPhone : Limits.emailPerAddress;
    const perDay = await limiter.hit(daily, contact.value);
    if (!perDay.allowed) {
      throw new Refusal(
        Code.tooManyRequests,
        Reasons.targetDailyCap(contact.kind, hoursLeft(perDay.retryAfterMs)),
      );
    }
  }

  async function draft(purpose: VcodePurpose, contact: Contact, code: string) {
    const site = (await params.get(ParamKey.siteName)) || DEFAULT_SITE_NAME;
    return messageTo(contact, codeMessage(site, purpose, code, VCODE_TTL_MS / MINUTE_MS));
  }

  return {
    async issue(request: IssueRequest): Promise<{ resendAfter: number }> {
      const { purpose, contact } = request;
      await enforceSendLimits(contact, request.ip);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const t = now();
      const message = request.delivery === 'none' ? null : await draft(purpose, contact, code);
      const jobId = await db.transaction().execute(async (trx) => {
        await createVcodeRepository(trx).insert({
          purpose,
          target: contact.value,
          userId: request.userId,
          codeHash: hashCode(purpose, contact.value, code),
          now: t,
          expiresAt: t + VCODE_TTL_MS,
        });
        return message && jobs.enqueue(trx, sendMessageJob, message);
      });
      if (jobId !== null && request.delivery === 'await') await jobs.runNow(jobId);
      else if (jobId !== null) jobs.kick();
      return { resendAfter: VCODE_RESEND_SECONDS };
    },

    /**
     * Checks a code against the newest one sent for this purpose and target, using up one try;
     * answers its id for `consume` (after every other check of the request has passed), or
     * throws the reason a user reads.
     */
    async check(
      purpose: VcodePurpose,
      target: string,
      userId: number | null,
      code: string,
    ): Promise<number> {
      const latest = await codes.findLatest(purpose, target, userId);
      const t = now();
      if (!latest || latest.consumed_at !== null || latest.expires_at <= t) {
        throw new Refusal(Code.invalid, Reasons.vcodeInvalid);
      }
      const used = await codes.claimAttempt(latest.id, VCODE_MAX_ATTEMPTS, t);
      if (used === undefined) {
        throw new Refusal(
          Code.invalid,
          latest.attempts >= VCODE_MAX_ATTEMPTS ? Reasons.vcodeExhausted : Reasons.vcodeInvalid,
        );
      }
      if (sameHash(latest.code_hash, hashCode(purpose, target, code))) return latest.id;
      const left = VCODE_MAX_ATTEMPTS - used;
      throw new Refusal(Code.invalid, left > 0 ? Reasons.vcodeWrong(left) : Reasons.vcodeExhausted);
    },
  };
}

/** Marks checked codes used, inside the transaction that acts on them: single use. */
export async function consumeCodes(trx: Db, ids: readonly number[], now: number): Promise<void> {
  const codes = createVcodeRepository(trx);
  for (const id of ids) {
    if (!(await codes.consume(id, now))) throw new Refusal(Code.invalid, Reasons.vcodeInvalid);
  }
}

function hoursLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / HOUR_MS));
}

export type VcodeService = ReturnType<typeof createVcodeService>;
