import { Code } from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/database';
import { Refusal } from '../../lib/envelope';
import { createBlockRepository } from './block.repository';
import { ContentReasons } from './reasons';

/**
 * The caller's id when they block anyone, else undefined: lists leave blocked writers out for
 * them only, and everyone else's lists keep their plans and share the public cache (decision
 * 0042).
 */
export async function blockerOf(db: Db, user: SessionUser | null): Promise<number | undefined> {
  if (!user) return undefined;
  return (await createBlockRepository(db).blocksAnyone(user.id)) ? user.id : undefined;
}

/** The options of a list of cards every caller shares but one who blocks someone (decision 0042). */
export function cachedUnlessBlocking(db: Db) {
  return {
    publicCache: {
      for: 'everyone',
      personal: async (user: SessionUser) => (await blockerOf(db, user)) !== undefined,
    },
  } as const;
}

/**
 * Refuses a writer whom any of `owners` (the item's author, the answered writer) blocked, with a
 * reason that does not say why (decision 0042).
 */
export async function refuseIfBlocked(
  db: Db,
  writerId: number,
  owners: readonly number[],
): Promise<void> {
  if (await createBlockRepository(db).blockedByAny(owners, writerId)) {
    throw new Refusal(Code.conflict, ContentReasons.cannotAnswer);
  }
}
