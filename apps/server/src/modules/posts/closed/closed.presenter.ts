import { CLOSED_LABELS, CLOSED_VISIBLE_DAYS, type PostClosed } from '@huaren/contract';
import { DAY_MS } from '../../../lib/clock';
import type { ClosedKindValue } from '../../../db/schema';
import { isoTime } from '../../../lib/iso-time';

/** How long a marked post stays visible, and how long its author may take the mark back. */
export const CLOSED_VISIBLE_MS = CLOSED_VISIBLE_DAYS * DAY_MS;

/** The mark as answers show it (a banner on the detail, a badge on a card, a tag in 我的收藏). */
export function presentClosed(row: {
  closed_kind: ClosedKindValue | null;
  closed_at: number | null;
}): PostClosed | null {
  if (row.closed_kind === null || row.closed_at === null) return null;
  return {
    kind: row.closed_kind,
    label: CLOSED_LABELS[row.closed_kind],
    closedAt: isoTime(row.closed_at),
    until: isoTime(row.closed_at + CLOSED_VISIBLE_MS),
  };
}
