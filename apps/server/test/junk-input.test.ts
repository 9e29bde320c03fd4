import { Code, calls, type Call } from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './support/admin';
import { useTestApp } from './support/app';
import { readEnvelope } from './support/client';

const ctx = useTestApp();
let token: string;

beforeAll(async () => {
  // An administrator passes every call's auth check, so the junk reaches each handler.
  token = (await createAdmin(ctx())).token;
});

/** Values of the wrong type, size or shape that a careless or hostile client might send. */
const JUNK: readonly unknown[] = [
  null,
  true,
  -1,
  1e308,
  2 ** 53 + 1,
  '',
  ' ',
  'x'.repeat(3_000),
  '\u0000\ud800',
  '1; DROP TABLE posts',
  [],
  [1, 2],
  {},
  { $gt: 1 },
  { __proto__: { admin: true } },
];

const everyCall = Object.entries(calls as Record<string, Call>);

/** The input's top-level field names, path parameters included. */
function fieldsOf(endpoint: Call): string[] {
  const shape = (endpoint.input as { shape?: Record<string, unknown> }).shape ?? {};
  const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return [...new Set([...Object.keys(shape), ...inPath])];
}

/** A lone surrogate cannot be %-escaped: it goes as a malformed escape, which is junk too. */
function inPath(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%E0%A4%A';
  }
}

function send(endpoint: Call, input: Record<string, unknown>): Promise<Response> {
  const rest = { ...input };
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name] ?? 1;
    delete rest[name];
    return inPath(typeof value === 'string' ? value : JSON.stringify(value));
  });
  const sign = { token };
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(rest))
      for (const item of Array.isArray(value) ? value : [value])
        query.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    return ctx().client.fetch(`${path}?${query}`, { sign });
  }
  return ctx().client.fetch(path, {
    method: 'POST',
    sign,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rest),
  });
}

const CHINESE = /[\u4e00-\u9fff]/;

describe('junk in every field of every call', () => {
  it('covers the whole contract', () => {
    expect(everyCall.length).toBeGreaterThan(60);
  });

  it.each(everyCall.map(([name, e]) => [name, e] as const))(
    '%s answers each junk value and list of one with a Chinese reason, never 500',
    async (_, endpoint) => {
      const failures: string[] = [];
      for (const field of fieldsOf(endpoint)) {
        // Alone, and as the item of a list (ids, images and other array fields).
        for (const value of [...JUNK, ...JUNK.map((item) => [item])]) {
          const envelope = await readEnvelope(await send(endpoint, { [field]: value }));
          const fine =
            envelope.code === Code.ok ||
            (envelope.code !== Code.internal && CHINESE.test(envelope.reason ?? ''));
          if (!fine)
            failures.push(
              `${field}=${JSON.stringify(value)?.slice(0, 40)} → ${envelope.code} ${envelope.reason}`,
            );
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
