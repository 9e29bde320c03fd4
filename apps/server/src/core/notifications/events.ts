import type { Db } from '../../db/database';
import { defineJobType, type JobQueue } from '../../jobs/job-queue';
import type { ContentKind } from '../content/kinds';

/**
 * What happened, as a notification job carries it (issue 18): written in the transaction of the
 * act, turned into notices by the job (notifier.ts), so a reply never waits for its notices and
 * never commits without them.
 */
export type NotifyEvent =
  | { event: 'entry'; itemType: ContentKind['type']; entryId: number; at: number }
  | { event: 'like'; itemType: ContentKind['type']; itemId: number; userId: number; at: number }
  | {
      event: 'moderation';
      itemType: ContentKind['type'];
      itemId: number;
      outcome: 'hidden' | 'approved' | 'restored';
      reason: string | null;
      at: number;
    }
  | {
      /** Saved searches that matched new posts, each for its owner (decision 0026). */
      event: 'search';
      matches: SearchMatch[];
      at: number;
    }
  | { event: 'message'; messageId: number; at: number };

/** A saved search's `count` new posts since its last notice, `postId` the newest. */
export interface SearchMatch {
  userId: number;
  name: string;
  postId: number;
  count: number;
}

export const notifyJob = defineJobType<NotifyEvent>({
  kind: 'notify',
  maxAttempts: 8,
  describe: (e) => {
    switch (e.event) {
      case 'entry':
        return `${e.itemType} 回复 #${e.entryId}`;
      case 'search':
        return `搜索订阅 ${e.matches.length} 条`;
      case 'message':
        return `私信 #${e.messageId}`;
      default:
        return `${e.itemType} #${e.itemId} ${e.event === 'like' ? '点赞' : e.outcome}`;
    }
  },
});

/** Queues the event in `trx`, the transaction of the act; kick the queue once it commits. */
export function notifyLater(jobs: JobQueue, trx: Db, event: NotifyEvent): Promise<number> {
  return jobs.enqueue(trx, notifyJob, event);
}
