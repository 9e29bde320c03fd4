import { Messages } from '@huaren/contract';
import type { z } from 'zod';

/**
 * The Chinese `reason` for input that failed its schema: the first issue, naming its field. The
 * contract's own messages already name the field ("clientType 必须是数字"); zod's generic zh-CN
 * ones do not ("无效输入：期望 string，实际接收 undefined"), so those get the field put in front.
 */
export function reasonOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return Messages.requestError;
  const field = issue.path.map(String).join('.');
  const last = issue.path.at(-1);
  if (!field || (last !== undefined && issue.message.includes(String(last)))) return issue.message;
  return `${field}：${issue.message}`;
}
