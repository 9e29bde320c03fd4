import { CLOSED_VISIBLE_DAYS, repliesClosedReason } from '@huaren/contract';

/** What the mark's calls and a reply to a marked post answer; tests compare them exactly. */
export const ClosedReasons = {
  cannotClose: '只有展示中的信息可以标记',
  notClosed: '该信息没有标记',
  tooLate: `标记已超过 ${CLOSED_VISIBLE_DAYS} 天，不能撤销`,
  repliesClosed: repliesClosedReason,
} as const;
