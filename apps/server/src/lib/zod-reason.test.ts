import '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput } from './zod-reason';

function reason(schema: z.ZodType, input: unknown): string {
  const result = parseInput(schema, input);
  if (result.success) throw new Error('expected a failure');
  return result.reason;
}

describe('parseInput', () => {
  it('answers the parsed data', () => {
    expect(parseInput(z.object({ n: z.coerce.number() }), { n: '3' })).toEqual({
      success: true,
      data: { n: 3 },
    });
  });

  it('keeps a message the schema wrote for its field', () => {
    const schema = z.object({ title: z.string().min(2, { error: '标题至少 2 个字' }) });
    expect(reason(schema, { title: 'a' })).toBe('标题至少 2 个字');
  });

  it("puts the field in front of zod's generic Chinese message", () => {
    expect(reason(z.object({ title: z.string() }), {})).toMatch(/^title：无效输入/);
  });

  it('names nested fields with dots', () => {
    const schema = z.object({ contact: z.object({ email: z.string() }) });
    expect(reason(schema, { contact: {} })).toMatch(/^contact\.email：/);
  });

  it('leaves a message about the whole input without a field', () => {
    expect(reason(z.object({}), [])).toMatch(/^无效输入/);
  });
});
