import { z } from '../z';
import { adminCall } from '../define-call';
import { pagedList } from '../paging';
import { idField } from '../ids';
import { REPORT_REASONS } from '../posts/fields';
import { PostStatus } from '../posts/post';
import { Code } from '../protocol/codes';
import { AdminPerson, adminReasonField } from './fields';

/**
 * The report queue: one case per reported post (docs/decisions/0008-moderation.md). A case is
 * open until an admin acts on it; a new report on a post whose case was closed opens a new one.
 */

export const ReportCaseState = z.enum(['open', 'closed']);
export type ReportCaseState = z.infer<typeof ReportCaseState>;

export const ReportAction = z.enum(['dismiss', 'hide', 'delete', 'ban'], {
  error: '请选择处理方式',
});
export type ReportAction = z.infer<typeof ReportAction>;

/** Distinct reporters that hide a post until reviewed, unless param config says otherwise. */
export const REPORT_AUTO_HIDE_DEFAULT = 3;
/** The param_config key an admin sets to change it. */
export const REPORT_AUTO_HIDE_KEY = 'reportAutoHideThreshold';
/** The highest threshold the console takes: beyond it no post would ever be hidden. */
export const REPORT_AUTO_HIDE_MAX = 999;
/** Report texts shown per case, newest first. */
export const REPORT_CASE_TEXTS = 5;

export const ReportCase = z.object({
  id: z.number().int(),
  state: ReportCaseState,
  post: z.object({
    id: z.number().int(),
    title: z.string(),
    excerpt: z.string(),
    status: PostStatus,
    statusReason: z.string().nullable(),
    author: AdminPerson,
    createdAt: z.string(),
  }),
  /** Distinct users who reported the post in this case. */
  reporterCount: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  texts: z.array(z.object({ text: z.string(), reporter: AdminPerson, createdAt: z.string() })),
  /** The post was hidden by the threshold, waiting for this review. */
  autoHidden: z.boolean(),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  /** For a closed case: what was done, by whom, why. */
  resolution: z
    .object({
      action: ReportAction,
      reason: z.string(),
      admin: AdminPerson,
      at: z.string(),
    })
    .nullable(),
});
export type ReportCase = z.infer<typeof ReportCase>;

export const adminReportList = adminCall('GET /v1/admin/reports/', {
  ...pagedList(ReportCase, { state: ReportCaseState.default('open') }),
  summary:
    'The report queue: open cases with the most reporters first (auto-hidden posts lead), ties oldest first; closed cases newest first',
});

export const adminResolveReport = adminCall('POST /v1/admin/reports/resolve/', {
  input: z.object({ caseId: idField('举报'), action: ReportAction, reason: adminReasonField }),
  output: ReportCase,
  summary:
    'Close an open case: `dismiss` (the post is published again if the threshold hid it), `hide`, `delete`, or `ban` (hide the post and ban its author). The reason is shown to the author in my posts',
  codes: [Code.notFound, Code.conflict],
});
