import { plainText } from './text';
import { z } from './z';

/**
 * A required field of text the user writes, normalised as the form does (plainText) and checked
 * with messages that name it: 请输入{name} (or `prompt`), {name}至少 N 个字, {name}最多 N 个字;
 * `oneLine` refuses line breaks and tabs ({name}不能包含换行或特殊符号). Control characters are
 * refused by every string of the contract (zod-api.ts).
 */
export function plainTextField(
  name: string,
  {
    min,
    max,
    prompt = `请输入${name}`,
    oneLine = false,
  }: { min?: number; max: number; prompt?: string; oneLine?: boolean },
) {
  const given = z.string().min(1, { error: prompt });
  const sized = (
    min === undefined ? given : given.min(min, { error: `${name}至少 ${min} 个字` })
  ).max(max, { error: `${name}最多 ${max} 个字` });
  const clean = oneLine
    ? sized.refine((v) => !/[\n\t]/.test(v), { error: `${name}不能包含换行或特殊符号` })
    : sized;
  return z.string({ error: prompt }).transform(plainText).pipe(clean);
}
