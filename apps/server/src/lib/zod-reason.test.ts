import '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reasonOf } from './zod-reason';

function reason(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return reasonOf(result.error);
}

describe('reasonOf', () => {
  it('keeps a message that already names its field', () => {
    const schema = z.object({ clientType: z.number({ error: 'clientType 必须是数字' }) });
    expect(reason(schema, { clientType: 'x' })).toBe('clientType 必须是数字');
  });

  it("puts the field in front of zod's generic Chinese message", () => {
    const schema = z.object({ title: z.string() });
    expect(reason(schema, {})).toMatch(/^title：.*期望/);
  });

  it('names nested fields with dots', () => {
    const schema = z.object({ contact: z.object({ email: z.string() }) });
    expect(reason(schema, { contact: {} })).toMatch(/^contact\.email：/);
  });

  it('leaves a message about the whole input alone', () => {
    expect(reason(z.object({}), [])).not.toContain('：：');
  });
});
