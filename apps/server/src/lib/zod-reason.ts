import { Messages } from '@huaren/contract';
import { z } from 'zod';

export type ParsedInput<T> = { success: true; data: T } | { success: false; reason: string };

/**
 * Parses request input with its contract schema and, on failure, gives the Chinese `reason` of
 * the first issue. A message the contract wrote for a field ("clientType 必须是数字", "标题至少
 * 2 个字") is used as it is. zod's generic zh-CN messages ("无效输入：期望 string，实际接收
 * undefined") do not say which field, so this parse's error map puts the field in front; zod
 * consults it only for issues that carry no message of their own.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): ParsedInput<z.output<S>> {
  const result = schema.safeParse(input, { error: withFieldName });
  if (result.success) return { success: true, data: result.data };
  return { success: false, reason: result.error.issues[0]?.message ?? Messages.requestError };
}

function withFieldName(issue: z.core.$ZodRawIssue): string | undefined {
  const generic = z.config().localeError?.(issue);
  const message = typeof generic === 'string' ? generic : generic?.message;
  if (!message) return undefined;
  const field = (issue.path ?? []).map(String).join('.');
  return field ? `${field}：${message}` : message;
}
