import { z } from '../z';
import { adminCall } from '../define-call';
import { AdminPerson, adminReasonField } from '../admin/fields';
import { idField } from '../ids';
import { pagedList } from '../paging';
import { Code } from '../protocol/codes';
import { MessageKind } from './message';

/**
 * The console's queue of reported conversations (issue 19, decision 0034). A moderator reads the
 * copies of the messages the reporter chose, never the conversation itself; each read is audited.
 */

export const MessageReportItem = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  reporter: AdminPerson,
  /** The other member of the conversation: the one reported. */
  reported: AdminPerson,
  reason: z.string(),
  messageCount: z.number().int(),
  createdAt: z.string(),
});
export type MessageReportItem = z.infer<typeof MessageReportItem>;

export const ReportedMessage = z.object({
  id: z.number().int(),
  sender: AdminPerson,
  kind: MessageKind,
  text: z.string().nullable(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});

export const adminMessageReports = adminCall('GET /v1/admin/message_reports/', {
  ...pagedList(MessageReportItem),
  summary: 'Open reports of conversations, newest first, without their messages',
});

const reportIdInput = z.object({ id: idField('举报') });

export const adminMessageReport = adminCall('GET /v1/admin/message_reports/detail/', {
  input: reportIdInput,
  output: MessageReportItem.extend({ messages: z.array(ReportedMessage) }),
  summary:
    'One report with the copies of the messages the reporter chose; the read is written to the audit log (`conversation.read`)',
  codes: [Code.notFound],
});

export const adminCloseMessageReport = adminCall('POST /v1/admin/message_reports/close/', {
  /** `reason`: the outcome (what was done, or why nothing), kept in the audit log. */
  input: reportIdInput.extend({ reason: adminReasonField }),
  output: z.object({ closed: z.literal(true) }),
  summary:
    'Takes a report off the queue with its outcome (audited as `conversation.close`); a closed one answers 404',
  codes: [Code.notFound],
});
