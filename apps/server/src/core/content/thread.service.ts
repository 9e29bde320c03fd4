import { Code, THREAD_PREVIEW_CHILDREN, type Page } from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import { Refusal } from '../../lib/envelope';
import { idAfter, pageFrom, type Paging } from '../../lib/paging';
import type { Limit } from '../../limits/rate-limiter';
import { blockerOf, refuseIfBlocked } from './blocks';
import type { ContentDeps } from './deps';
import { notifyLater } from '../notifications/events';
import { createItemRepository } from './item.repository';
import type { ContentKind } from './kinds';
import { claimReplyQuota } from './new-account';
import { createThreadRepository, type ListedThreadRow, type ThreadRow } from './thread.repository';
import { canSee, isPublic } from './visibility';

/** A kind's own limit on writing entries, with its reason (minutes until the next may be written). */
export interface ThreadRules {
  hourly: Limit;
  tooOften: (minutes: number) => string;
}

/** The thread under each item of a kind: writing entries, one level of threading, the lists. */
export function createThreadService(deps: ContentDeps, kind: ContentKind, rules: ThreadRules) {
  const items = createItemRepository(deps.db, kind);
  const entries = createThreadRepository(deps.db, kind);
  const itemNotFound = () => new Refusal(Code.notFound, kind.notFound);
  const entryNotFound = () => new Refusal(Code.notFound, kind.thread.notFound);

  return {
    entries,

    /**
     * An entry under a public item, or an answer to one of its entries: an answer to a child
     * hangs under the same top-level entry and records whom it answers. A writer the item's
     * author or the answered writer blocked is refused without being told why (decision 0042).
     * The hour's and the new account's quotas are claimed with the insert, so a refused entry
     * spends none.
     */
    async write(
      input: { itemId: number; content: string; answerId?: number | undefined },
      user: SessionUser,
    ): Promise<ThreadRow> {
      const item = await items.findHeader(input.itemId);
      if (!item || !isPublic(kind, item, deps.now())) throw itemNotFound();
      let answered: { id: number; parent: number; userId: number } | undefined;
      if (input.answerId !== undefined) {
        const target = await entries.find(input.answerId);
        if (!target || target.item_id !== item.id) throw entryNotFound();
        answered = { id: target.id, parent: target.parent_id ?? target.id, userId: target.user_id };
      }
      await refuseIfBlocked(
        deps.db,
        user.id,
        answered ? [item.user_id, answered.userId] : [item.user_id],
      );
      const id = await deps.db.transaction().execute(async (trx) => {
        await claimReplyQuota(deps, trx, user.id, rules.hourly, rules.tooOften);
        const at = deps.now();
        const entryId = await entries.insert(
          {
            itemId: item.id,
            userId: user.id,
            parentId: answered?.parent ?? null,
            answered,
            recipientId: answered?.userId ?? item.user_id,
            content: input.content,
            createdAt: at,
          },
          trx,
        );
        await notifyLater(deps.jobs, trx, { event: 'entry', itemType: kind.type, entryId, at });
        return entryId;
      });
      deps.jobs.kick();
      return (await entries.find(id))!;
    },

    /**
     * The thread of an item the caller may see: top-level entries newest first, each with its
     * first children; or, given `parentId`, one entry's children oldest first.
     */
    async list<T>(
      input: Paging & { itemId: number; parentId?: number | undefined },
      user: SessionUser | null,
      present: (row: ThreadRow, children: readonly ThreadRow[]) => T,
    ): Promise<Page<T>> {
      const item = await items.findHeader(input.itemId);
      if (!item || !canSee(kind, item, user?.id ?? null, deps.now())) throw itemNotFound();
      const after = idAfter(input.cursor);
      const blockerId = await blockerOf(deps.db, user);
      if (input.parentId !== undefined) {
        const parent = await entries.find(input.parentId);
        if (!parent || parent.item_id !== item.id || parent.parent_id !== null) {
          throw entryNotFound();
        }
        const rows = await entries.listChildren(parent.id, input.pageSize + 1, after, blockerId);
        return pageFrom(rows, input.pageSize, (r) => present(r, []));
      }
      const rows = await entries.listTop(item.id, input.pageSize + 1, after, blockerId);
      const top = rows.slice(0, input.pageSize);
      const children = await entries.previewChildren(top, THREAD_PREVIEW_CHILDREN, blockerId);
      return pageFrom(rows, input.pageSize, (r) => present(r, children.get(r.id) ?? []));
    },

    /** Entries the caller wrote, or (kinds with recipients) received, newest first. */
    async listFor<T>(
      column: 'user_id' | 'recipient_id',
      paging: Paging,
      user: SessionUser,
      present: (row: ListedThreadRow) => T,
    ): Promise<Page<T>> {
      const rows = await entries.listFor(
        column,
        user.id,
        paging.pageSize + 1,
        idAfter(paging.cursor),
      );
      return pageFrom(rows, paging.pageSize, present);
    },
  };
}
