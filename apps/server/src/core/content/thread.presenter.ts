import type { Author } from '@huaren/contract';
import type { ListedThreadRow, ThreadRow } from './thread.repository';
import { isoTime } from '../../lib/iso-time';

/** What every thread entry shows; `itemKey` names its item as the kind's contract does (postId). */
export function presentEntry<K extends string>(row: ThreadRow, itemKey: K) {
  return {
    id: row.id,
    ...({ [itemKey]: row.item_id } as Record<K, number>),
    parentId: row.parent_id,
    replyTo:
      row.reply_to_user_id !== null
        ? ({ id: row.reply_to_user_id, nickName: row.reply_to_nick_name ?? '' } as Author)
        : null,
    content: row.content,
    author: { id: row.user_id, nickName: row.author_nick_name },
    createdAt: isoTime(row.created_at),
    childCount: row.child_count,
  };
}

/** A top-level entry with its first children, each presented alike. */
export function presentThread<T>(
  present: (row: ThreadRow) => T,
  row: ThreadRow,
  children: readonly ThreadRow[],
): T & { children: T[] } {
  return { ...present(row), children: children.map(present) };
}

/** An entry in its writer's list, with the item it is under (`post`, `article`). */
export function presentListed<T, K extends string>(
  present: (row: ThreadRow) => T,
  row: ListedThreadRow,
  itemKey: K,
): T & Record<K, { id: number; title: string }> {
  return {
    ...present(row),
    ...({ [itemKey]: { id: row.item_id, title: row.item_title } } as Record<
      K,
      { id: number; title: string }
    >),
  };
}
