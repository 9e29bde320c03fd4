import { describe, expect, it } from 'vitest';
import type { Call } from './define-call';
import { calls } from './calls';
import { CONTROL_CHARACTER_REASON } from './text';
import { z } from './z';

/** Every C0 control character and DEL but tab, line feed and carriage return. */
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
].filter((c) => !'\t\n\r'.includes(c));

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

/** The string schemas inside a schema, by where they are: through objects, wrappers, pipes, lists. */
function stringsIn(schema: z.ZodType, at: string): [string, z.ZodType][] {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (def.type === 'string') return [[at, schema]];
  const inner: [string, z.ZodType | undefined][] = [
    ...Object.entries(def.shape ?? {}).map(([key, s]): [string, z.ZodType] => [`${at}.${key}`, s]),
    [at, def.innerType],
    [at, def.in],
    [at, def.out],
    [`${at}[]`, def.element],
    ...(def.options ?? []).map((s): [string, z.ZodType] => [at, s]),
    [at, def.left],
    [at, def.right],
    [`${at}{key}`, def.keyType],
    [`${at}{}`, def.valueType],
    [at, def.getter?.()],
  ];
  return inner.flatMap(([where, s]) => (s ? stringsIn(s, where) : []));
}

describe("the contract's z.string()", () => {
  it.each(CONTROLS.map((c) => [c.charCodeAt(0).toString(16).padStart(4, '0'), c]))(
    'refuses U+%s with the same Chinese reason, before any other check',
    (_code, c) => {
      const result = z.string().trim().min(10).email().safeParse(` a${c}b `);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        CONTROL_CHARACTER_REASON,
      ]);
    },
  );

  it('keeps tab and line breaks, which multi-line text holds', () => {
    expect(z.string().safeParse('第一行\r\n第二行\n\t缩进').success).toBe(true);
  });
});

describe('every string of every call', () => {
  const everyCall = Object.entries(calls as Record<string, Call>);
  const strings = everyCall.flatMap(([name, endpoint]) => stringsIn(endpoint.input, name));

  it('is found in the inputs', () => {
    expect(strings.length).toBeGreaterThan(60);
  });

  it.each(strings)('%s refuses control characters', (_where, schema) => {
    for (const c of ['\u0000', '\u001b', '\u007f']) {
      expect(schema.safeParse(`x${c}y`).error?.issues[0]?.message).toBe(CONTROL_CHARACTER_REASON);
    }
  });
});
