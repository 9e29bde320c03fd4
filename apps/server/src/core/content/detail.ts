import { Code } from '@huaren/contract';
import { Refusal } from '../../lib/envelope';
import type { ContentKind } from './kinds';
import type { ViewCounter } from './view-counter';
import { canSee, type VisibilityFacts } from './visibility';

/**
 * The row a detail shows `viewerId`, its count with the views not written yet: others see a
 * public item and count `reader`'s view (once a day, view-counter.ts); its author sees it in every
 * status but deleted and counts none, as does a read without a reader (the answer after a write).
 * Anything else answers the kind's 404.
 */
export function viewedItem<R extends VisibilityFacts & { id: number; view_count: number }>(
  kind: ContentKind,
  views: ViewCounter,
  row: R | undefined,
  viewerId: number | null,
  now: number,
  reader: string | undefined,
): R {
  if (!row || !canSee(kind, row, viewerId, now)) throw new Refusal(Code.notFound, kind.notFound);
  if (reader && row.user_id !== viewerId) views.add(row.id, reader, now);
  return { ...row, view_count: row.view_count + views.pending(row.id) };
}
