import { z } from '../z';
import { CLOSED_KINDS } from './closed-kind';

export const ClosedKind = z.enum(CLOSED_KINDS);
export type ClosedKind = z.infer<typeof ClosedKind>;

/** A post's mark: what it says and when it leaves (ISO times). */
export const PostClosed = z.object({
  kind: ClosedKind,
  /** 已售, 已租 or 已招满. */
  label: z.string(),
  closedAt: z.string(),
  /** The end of the week it stays visible with the mark; the undo is open until then. */
  until: z.string(),
});
export type PostClosed = z.infer<typeof PostClosed>;
