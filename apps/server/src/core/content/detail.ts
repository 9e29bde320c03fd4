import { Code } from '@huaren/contract';
import { Refusal } from '../../lib/envelope';
import type { ContentKind } from './kinds';
import type { ViewCounter } from './view-counter';
import { canSee, type VisibilityFacts } from './visibility';

/**
 * The row a detail shows `viewerId`, its count with the views not written yet: others see a
 * public item and count a view; its author sees it in every status but deleted and counts none.
 * Anything else answers the kind's 404.
 */
export function viewedItem<R extends VisibilityFacts & { id: number; view_count: number }>(
  kind: ContentKind,
  views: ViewCounter,
  row: R | undefined,
  viewerId: number | null,
  now: number,
): R {
  if (!row || !canSee(kind, row, viewerId, now)) throw new Refusal(Code.notFound, kind.notFound);
  if (row.user_id !== viewerId) views.add(row.id);
  return { ...row, view_count: row.view_count + views.pending(row.id) };
}
