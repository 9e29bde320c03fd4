import type { CategoryIcon } from '../launch/categories';

/**
 * The author's sold / rented / filled mark (issue 20 item 2, decision 0038). A mark is no status:
 * the post stays published for CLOSED_VISIBLE_DAYS with the mark, out of the default lists and
 * search, then expires; replies close; the author may take the mark back within the week.
 * Without zod, so a post's detail (an entry page) shows its mark without loading a schema; the
 * schema is closed.ts.
 */
export const CLOSED_KINDS = ['sold', 'rented', 'filled'] as const;
type Kind = (typeof CLOSED_KINDS)[number];

export const CLOSED_LABELS: Record<Kind, string> = {
  sold: '已售',
  rented: '已租',
  filled: '已招满',
};

/** Why a marked post takes no reply: the server's refusal and the note in place of the reply box. */
export const repliesClosedReason = (label: string) => `该信息${label}，不再接受回复`;

/** How long a marked post stays at its address with the mark before it expires. */
export const CLOSED_VISIBLE_DAYS = 7;

/**
 * The mark a post of this category takes: housing is rented, unless its price is for the thing
 * itself (a sale); jobs are filled; everything else is sold. Keyed by the category's icon, which
 * names what the category is for and survives a rename in the console.
 */
export function closedKindFor(
  icon: CategoryIcon | undefined,
  post: { price: number | null; priceUnit: 'month' | 'hour' | null },
): Kind {
  if (icon === 'jobs') return 'filled';
  if (icon === 'housing') return post.price !== null && post.priceUnit === null ? 'sold' : 'rented';
  return 'sold';
}
