import type { Db } from '../../db/database';
import { createBlockRepository } from '../content/block.repository';
import { ARTICLES, POSTS, type ContentKind } from '../content/kinds';
import { createThreadRepository } from '../content/thread.repository';
import type { NotifyEvent } from './events';
import { messageNotice } from './message-notice.repository';
import {
  createNotificationRepository,
  type NewNotification,
  type WrittenNotice,
} from './notification.repository';
import { createPrefRepository } from './pref.repository';

const KINDS: Record<ContentKind['type'], ContentKind> = { post: POSTS, article: ARTICLES };
/** What a reply notice quotes of the reply. */
const EXCERPT = 80;

/**
 * Turns an event into notices (the `notify` job). Nobody is told of their own act; an entry or a
 * like that is gone by the time the job runs (hidden, unliked) makes no notice. `written` hears of
 * every notice written or moved up (Web Push queues its deliveries there).
 */
export function createNotifier(
  db: Db,
  written: (notices: WrittenNotice[]) => Promise<void> = async () => {},
) {
  const notices = createNotificationRepository(db);
  const prefs = createPrefRepository(db);
  const blocks = createBlockRepository(db);

  /**
   * Keeps the notices their readers want somewhere: in the app (the list and the badge), or only
   * for the e-mail digest or a push; a kind turned off everywhere is not written at all, nor one
   * of an act by someone the reader blocked (decision 0042).
   */
  async function wanted(all: NewNotification[]): Promise<NewNotification[]> {
    const blockedActor = await Promise.all(
      all.map((r) => r.actor_id !== null && blocks.blockedByAny([r.user_id], r.actor_id)),
    );
    const rows = all.filter((_, i) => !blockedActor[i]);
    const type = rows[0]?.type;
    if (!type) return rows;
    const chosen = await prefs.forType(
      rows.map((r) => r.user_id),
      type,
    );
    return rows.flatMap((row) => {
      const pref = chosen.get(row.user_id)!;
      const inApp = pref.inApp && row.in_app !== 0;
      if (!inApp && !pref.email && !pref.push) return [];
      return [{ ...row, in_app: inApp ? 1 : 0 }];
    });
  }

  async function entry(kind: ContentKind, entryId: number, at: number): Promise<void> {
    const row = await createThreadRepository(db, kind).find(entryId);
    if (!row) return;
    const base = {
      type: 'reply' as const,
      item_type: kind.type,
      item_id: row.item_id,
      entry_id: row.id,
      actor_id: row.user_id,
      detail: row.content.slice(0, EXCERPT),
      at,
    };
    const rows: NewNotification[] = [];
    if (row.item_user_id !== row.user_id) {
      rows.push({ ...base, user_id: row.item_user_id, verb: 'reply' });
    }
    const answered = row.reply_to_user_id;
    if (answered !== null && answered !== row.user_id && answered !== row.item_user_id) {
      rows.push({ ...base, user_id: answered, verb: 'answer' });
    }
    await written(await notices.insert(await wanted(rows)));
  }

  async function like(kind: ContentKind, itemId: number, userId: number, at: number) {
    const author = await notices.authorIfLiked(kind, itemId, userId);
    if (author === undefined || author === userId) return;
    const [notice] = await wanted([
      {
        user_id: author,
        type: 'like',
        verb: 'like',
        item_type: kind.type,
        item_id: itemId,
        entry_id: null,
        actor_id: userId,
        detail: null,
        at,
      },
    ]);
    if (notice) await written(await notices.groupLike(kind, notice, `like:${kind.type}:${itemId}`));
  }

  async function moderation(event: Extract<NotifyEvent, { event: 'moderation' }>) {
    const kind = KINDS[event.itemType];
    const author = await notices.authorOf(kind, event.itemId);
    if (author === undefined) return;
    const rows = await wanted([
      {
        user_id: author,
        type: 'moderation',
        verb: event.outcome,
        item_type: kind.type,
        item_id: event.itemId,
        entry_id: null,
        actor_id: null,
        detail: event.reason,
        at: event.at,
      },
    ]);
    await written(await notices.insert(rows));
  }

  async function search(event: Extract<NotifyEvent, { event: 'search' }>) {
    const rows = await wanted(
      event.matches.map((match) => ({
        user_id: match.userId,
        type: 'search' as const,
        verb: 'match' as const,
        item_type: 'post' as const,
        item_id: match.postId,
        entry_id: null,
        actor_id: null,
        actor_count: match.count,
        detail: match.name,
        at: event.at,
      })),
    );
    await notices.insert(rows);
  }

  return async (event: NotifyEvent): Promise<void> => {
    switch (event.event) {
      case 'entry':
        return entry(KINDS[event.itemType], event.entryId, event.at);
      case 'like':
        return like(KINDS[event.itemType], event.itemId, event.userId, event.at);
      case 'moderation':
        return moderation(event);
      case 'search':
        return search(event);
      case 'message': {
        const notice = await messageNotice(db, event.messageId, event.at);
        if (notice) await written(await notices.insert(await wanted([notice])));
        return;
      }
    }
  };
}
