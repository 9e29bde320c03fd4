import type { ReportCase, ReportReason } from '@huaren/contract';
import { effectiveStatus, excerptOf } from '../../posts/post.presenter';
import type { ReportCaseRow } from './report-case.repository';
import { isoTime } from '../../../lib/iso-time';

export interface CaseDetails {
  reasons: { reason: ReportReason; count: number }[];
  texts: ReportCase['texts'];
}

export function presentReportCase(
  row: ReportCaseRow,
  details: CaseDetails,
  now: number,
): ReportCase {
  return {
    id: row.id,
    state: row.state,
    post: {
      id: row.post_id,
      title: row.title,
      excerpt: excerptOf(row.excerpt),
      status: effectiveStatus(row, now),
      statusReason: row.status_reason,
      author: { id: row.author_id, nickName: row.author_nick_name },
      createdAt: isoTime(row.post_created_at),
    },
    reporterCount: row.reporter_count,
    reasons: details.reasons,
    texts: details.texts,
    autoHidden: row.auto_hidden === 1,
    firstReportedAt: isoTime(row.first_reported_at),
    lastReportedAt: isoTime(row.last_reported_at),
    resolution:
      row.state === 'closed' && row.resolution_action && row.resolved_by !== null
        ? {
            action: row.resolution_action,
            reason: row.resolution_reason ?? '',
            admin: { id: row.resolved_by, nickName: row.admin_nick_name ?? '' },
            at: isoTime(row.resolved_at ?? 0),
          }
        : null,
  };
}
