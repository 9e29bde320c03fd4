import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { MessageReportTable } from '../../db/schema';
import { updatedAny } from '../../db/updated-any';

/** Reported conversations: filed by a member, read and closed from the console (decision 0034). */
export function createReportRepository(db: Db) {
  const listing = () =>
    db
      .selectFrom('message_reports as r')
      .innerJoin('users as reporter', 'reporter.id', 'r.reporter_id')
      .innerJoin('conversation_members as m', (j) =>
        j
          .onRef('m.conversation_id', '=', 'r.conversation_id')
          .onRef('m.user_id', '=', 'r.reporter_id'),
      )
      .innerJoin('users as reported', 'reported.id', 'm.other_id')
      .select([
        'r.id',
        'r.conversation_id',
        'r.reason',
        'r.messages',
        'r.created_at',
        'r.reporter_id',
        'reporter.nick_name as reporter_nick_name',
        'm.other_id as reported_id',
        'reported.nick_name as reported_nick_name',
      ])
      .where('r.state', '=', 'open');

  return {
    async insert(row: Insertable<MessageReportTable>): Promise<void> {
      await db.insertInto('message_reports').values(row).execute();
    },

    /** Open reports, newest first. */
    list(limit: number, beforeId?: number) {
      const page = listing().orderBy('r.id', 'desc').limit(limit);
      return beforeId === undefined ? page.execute() : page.where('r.id', '<', beforeId).execute();
    },

    /** An open report; undefined once closed or unknown. */
    find(id: number) {
      return listing().where('r.id', '=', id).executeTakeFirst();
    },

    /** Closes an open report: whether it was open. */
    async close(id: number): Promise<boolean> {
      return updatedAny(
        db
          .updateTable('message_reports')
          .set({ state: 'closed' })
          .where('id', '=', id)
          .where('state', '=', 'open'),
      );
    },
  };
}

export type MessageReportRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createReportRepository>['find']>>
>;
