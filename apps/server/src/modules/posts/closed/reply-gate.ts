import { Code, CLOSED_LABELS } from '@huaren/contract';
import type { ContentDeps } from '../../../core/content/deps';
import { Refusal } from '../../../lib/envelope';
import { PUBLISHED } from '../post-row';
import { createClosedRepository } from './closed.repository';
import { ClosedReasons } from './reasons';

/**
 * Replies close with the mark: a reply to a marked post that is still shown answers 409 naming
 * the mark (该信息已租，不再接受回复). One that is gone is left to the thread's own 404.
 */
export async function refuseReplyIfClosed(deps: Pick<ContentDeps, 'db' | 'now'>, postId: number) {
  const post = await createClosedRepository(deps.db).find(postId);
  if (!post?.closed_kind || post.status !== PUBLISHED || post.expires_at <= deps.now()) return;
  throw new Refusal(Code.conflict, ClosedReasons.repliesClosed(CLOSED_LABELS[post.closed_kind]));
}
