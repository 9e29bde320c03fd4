import {
  adminCloseMessageReport,
  adminMessageReport,
  adminMessageReports,
  Code,
  type MessageReportItem,
} from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { Refusal } from '../../../lib/envelope';
import { idAfter, pageFrom } from '../../../lib/paging';
import { registerAdminCall } from '../../../lib/register-call';
import type { ReportedMessage } from '../../messages/report';
import { createReportRepository, type MessageReportRow } from '../../messages/report.repository';
import { writeAudit } from '../audit/audit.repository';
import { isoTime } from '../../../lib/iso-time';

const NOT_FOUND = '举报不存在或已处理';

/**
 * The queue of reported conversations (decision 0034): the list names who and why; only the
 * detail shows the copied messages, and each such read is in the audit log.
 */
export async function messageReportRoutes(app: FastifyInstance): Promise<void> {
  const reports = createReportRepository(app.db);
  const find = async (id: number) => {
    const row = await reports.find(id);
    if (!row) throw new Refusal(Code.notFound, NOT_FOUND);
    return row;
  };

  registerAdminCall(app, adminMessageReports, async ({ input }) => {
    const rows = await reports.list(input.pageSize + 1, idAfter(input.cursor));
    return pageFrom(rows, input.pageSize, presentItem);
  });

  registerAdminCall(app, adminMessageReport, async ({ input, user }) => {
    const row = await find(input.id);
    await writeAudit(app.db, {
      actorId: user.id,
      action: 'conversation.read',
      targetType: 'conversation',
      targetId: row.conversation_id,
      reason: `举报 #${row.id}`,
      now: app.now(),
    });
    const item = presentItem(row);
    const copies = JSON.parse(row.messages) as ReportedMessage[];
    return {
      ...item,
      messages: copies.map((m) => ({
        id: m.id,
        sender: m.senderId === row.reporter_id ? item.reporter : item.reported,
        kind: m.kind,
        text: m.text,
        imageUrl: m.imageUrl,
        createdAt: isoTime(m.createdAt),
      })),
    };
  });

  registerAdminCall(app, adminCloseMessageReport, async ({ input, user }) => {
    const row = await find(input.id);
    await app.db.transaction().execute(async (trx) => {
      if (!(await createReportRepository(trx).close(row.id))) {
        throw new Refusal(Code.notFound, NOT_FOUND);
      }
      await writeAudit(trx, {
        actorId: user.id,
        action: 'conversation.close',
        targetType: 'conversation',
        targetId: row.conversation_id,
        reason: `举报 #${row.id}：${input.reason}`,
        now: app.now(),
      });
    });
    return { closed: true as const };
  });
}

function presentItem(row: MessageReportRow): MessageReportItem {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    reporter: { id: row.reporter_id, nickName: row.reporter_nick_name },
    reported: { id: row.reported_id, nickName: row.reported_nick_name },
    reason: row.reason,
    messageCount: (JSON.parse(row.messages) as unknown[]).length,
    createdAt: isoTime(row.created_at),
  };
}
