import type { Db } from '../../db/database';
import { purgeRows } from '../../db/purge';
import type { VcodePurpose } from '../../db/schema';
import { updatedAny } from '../../db/updated-any';

export interface NewVcode {
  purpose: VcodePurpose;
  target: string;
  userId: number | null;
  codeHash: string;
  now: number;
  expiresAt: number;
}

export function createVcodeRepository(db: Db) {
  return {
    async insert(code: NewVcode): Promise<void> {
      await db
        .insertInto('verification_codes')
        .values({
          purpose: code.purpose,
          target: code.target,
          user_id: code.userId,
          code_hash: code.codeHash,
          created_at: code.now,
          expires_at: code.expiresAt,
          consumed_at: null,
        })
        .execute();
    },

    /** The newest code for a purpose and target (a resend supersedes the earlier ones). */
    findLatest(purpose: VcodePurpose, target: string, userId: number | null) {
      return db
        .selectFrom('verification_codes')
        .select(['id', 'code_hash', 'expires_at', 'attempts', 'consumed_at'])
        .where('purpose', '=', purpose)
        .where('target', '=', target)
        .where('user_id', userId === null ? 'is' : '=', userId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * Takes one of a code's tries before its hash is compared, in one statement: parallel
     * guesses cannot share a try, so no more than `maxAttempts` are ever compared. Answers the
     * tries used, or undefined when none was left (or the code is used or expired).
     */
    async claimAttempt(id: number, maxAttempts: number, now: number): Promise<number | undefined> {
      const row = await db
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },

    /** Marks a code used; false if another request used it first. */
    async consume(id: number, now: number): Promise<boolean> {
      return updatedAny(
        db
          .updateTable('verification_codes')
          .set({ consumed_at: now })
          .where('id', '=', id)
          .where('consumed_at', 'is', null),
      );
    },

    purgeExpired: (before: number) =>
      purgeRows(db, 'verification_codes', 'expires_at', '<', before),
  };
}

export type VcodeRepository = ReturnType<typeof createVcodeRepository>;
