import { Code } from '@huaren/contract';
import type { Db } from '../../db/database';
import { Refusal } from '../../lib/envelope';
import { createAccountRepository } from './account.repository';
import { ContentReasons } from './reasons';

/**
 * A user's public page and its lists (decision 0037) exist only for an active account: an unknown
 * or banned one answers 404 `用户不存在`, the same for both, so the page tells nobody which it is.
 */
export async function requirePublicAuthor(db: Db, userId: number): Promise<void> {
  if ((await createAccountRepository(db).status(userId)) !== 'active') {
    throw new Refusal(Code.notFound, ContentReasons.userNotFound);
  }
}
