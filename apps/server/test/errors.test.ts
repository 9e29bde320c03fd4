import { Code, Header, Messages, defineCall } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT } from '../src/app';
import { registerCall } from '../src/lib/register-call';
import { Refusal } from '../src/lib/envelope';
import { useTestApp } from './support/app';
import { readEnvelope } from './support/client';

// Test-only calls, registered on this file's app: a POST with a body and a path parameter,
// one that throws, one that reports an expected failure, and one that needs a login.
const echo = defineCall('POST /v1/test/echo/{id}/', {
  input: z.object({
    id: z.coerce.number().int(),
    title: z.string().min(2, { error: '标题至少 2 个字' }),
  }),
  output: z.object({ id: z.number(), title: z.string() }),
  auth: 'visitor',
  summary: 'test',
});
const boom = defineCall('GET /v1/test/boom/', {
  input: z.object({}),
  output: z.object({}),
  auth: 'visitor',
  summary: 'test',
});
const missing = defineCall('GET /v1/test/missing/', boom);
const mine = defineCall('GET /v1/test/mine/', {
  ...boom,
  output: z.object({ userId: z.number() }),
  auth: 'user',
});

const KNOWN_TOKEN = 'token-of-user-7';
const logLines: string[] = [];

const ctx = useTestApp({
  env: { LOG_LEVEL: 'info' },
  logStream: { write: (line) => void logLines.push(line) },
  resolveSession: async (token) =>
    token === KNOWN_TOKEN ? { id: 7, tokenHash: 'hash-of-user-7-token', role: 'user' } : null,
  configure(app) {
    registerCall(app, echo, ({ input }) => input);
    registerCall(app, boom, () => {
      throw new Error('database on fire at /srv/secret/path.ts:42');
    });
    registerCall(app, missing, () => {
      throw new Refusal(Code.notFound, '帖子不存在');
    });
    registerCall(app, mine, ({ user }) => ({ userId: user!.id }));
  },
});

const post = (body: string, contentType = 'application/json') =>
  ctx().client.fetch('/v1/test/echo/5/', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });

describe('input', () => {
  it('merges path parameters into the JSON body and answers the data', async () => {
    expect(await ctx().client.call(echo, { id: 5, title: '出租房间' })).toEqual({
      code: Code.ok,
      data: { id: 5, title: '出租房间' },
    });
  });

  it("answers 400 with the field's own reason", async () => {
    expect(await ctx().client.call(echo, { id: 5, title: 'a' })).toEqual({
      code: Code.invalid,
      reason: '标题至少 2 个字',
    });
  });

  it('names a missing field in front of zod’s Chinese message', async () => {
    const res = await ctx().client.call(echo, { id: 5 });
    expect(res.code).toBe(Code.invalid);
    expect(res.reason).toMatch(/^title：/);
  });

  it('refuses malformed JSON', async () => {
    const res = await post('{"title": "出租');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: Code.invalid, reason: Messages.malformedJson });
  });

  it('refuses an empty JSON body', async () => {
    expect(await (await post('')).json()).toEqual({
      code: Code.invalid,
      reason: Messages.malformedJson,
    });
  });

  it('refuses a body over the limit', async () => {
    const res = await post(JSON.stringify({ title: 'x'.repeat(BODY_LIMIT) }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: Code.invalid, reason: Messages.bodyTooLarge });
  });

  it('refuses a body type it does not read', async () => {
    const res = await post('<title/>', 'application/xml');
    expect(await res.json()).toEqual({ code: Code.invalid, reason: Messages.unsupportedMediaType });
  });

  it('refuses a JSON array where an object is expected', async () => {
    expect((await readEnvelope(await post('[1,2]'))).code).toBe(Code.invalid);
  });
});

describe('unknown paths', () => {
  it.each(['GET', 'POST'])(
    'answers code 404 in an envelope to %s of an unknown /v1 path',
    async (method) => {
      const res = await ctx().client.fetch('/v1/user/no_such_call/', { method });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ code: Code.notFound, reason: Messages.unknownPath });
      expect(res.headers.get(Header.serverTime)).toMatch(/^\d{13}$/);
    },
  );

  it('answers plain HTTP 404 outside /v1', async () => {
    const res = await ctx().client.fetch('/no-such-page', { sign: false });
    expect(res.status).toBe(404);
    expect(res.headers.get(Header.serverTime)).toMatch(/^\d{13}$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('failures', () => {
  it('answers an unexpected error with code 500, a generic reason and the request id, never the error', async () => {
    const res = await ctx().client.fetch(boom.path);
    expect(res.status).toBe(200);
    const body = await readEnvelope(res);
    const requestId = res.headers.get(Header.requestId)!;
    expect(body).toEqual({
      code: Code.internal,
      reason: `${Messages.internal}（编号 ${requestId}）`,
    });
    expect(JSON.stringify(body)).not.toMatch(/fire|secret|\.ts/);
    const logged = logLines
      .map((line) => JSON.parse(line))
      .find((l) => l.reqId === requestId && l.level === 50);
    expect(logged?.err?.message).toContain('database on fire');
  });

  it('keeps serving after an unexpected error', async () => {
    await ctx().client.fetch(boom.path);
    expect((await ctx().client.call(echo, { id: 1, title: '还在' })).code).toBe(Code.ok);
  });

  it('answers an expected failure a handler throws with its own code and reason', async () => {
    expect(await ctx().client.call(missing)).toEqual({ code: Code.notFound, reason: '帖子不存在' });
  });
});

describe('auth: user', () => {
  it('answers 403 to a visitor', async () => {
    expect(await ctx().client.call(mine)).toEqual({
      code: Code.notLoggedIn,
      reason: Messages.notLoggedIn,
    });
  });

  it('answers 403 to a token nobody holds', async () => {
    expect((await ctx().client.call(mine, {}, { token: 'expired-token' })).code).toBe(
      Code.notLoggedIn,
    );
  });

  it('passes the user that the session resolver found to the handler', async () => {
    expect(await ctx().client.call(mine, {}, { token: KNOWN_TOKEN })).toEqual({
      code: Code.ok,
      data: { userId: 7 },
    });
  });
});

describe('logs', () => {
  it('carry the request id and never the token', async () => {
    const res = await ctx().client.fetch('/v1/test/mine/', { sign: { token: KNOWN_TOKEN } });
    const requestId = res.headers.get(Header.requestId);
    const lines = logLines.filter((line) => line.includes(`"reqId":"${requestId}"`));
    expect(lines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(KNOWN_TOKEN);
  });
});
