import {
  Code,
  Header,
  Messages,
  adminUserList,
  calls,
  isLogin,
  login,
  myPosts,
  postReply,
  regionList,
  userInfo,
  type Call,
} from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './support/admin';
import { useTestApp } from './support/app';
import { signedHeaders } from './support/client';
import { createPost, createSessionUser, places, postInput } from './support/posts';
import { rawRequest, type RawAnswer } from './support/raw-http';
import { countRows } from './support/rows';

// Issue 14: the router decodes %-escapes and reads absolute-form targets, so every spelling of a
// /v1 path reaches the same handler, and must pass the same checks.
const ctx = useTestApp();
let token: string;
let postId: number;

beforeAll(async () => {
  const t = ctx();
  const author = await createSessionUser(t);
  token = (await createAdmin(t)).token;
  postId = (await createPost(t, author.token, postInput(await places(t)))).id;
});

/** The ways a client can write one path that the router reads as the same path. */
const spellings: readonly (readonly [string, (path: string) => string])[] = [
  ['%76 for the v', (path) => path.replace(/^\/v1\//, '/%761/')],
  ['%31 for the 1', (path) => path.replace(/^\/v1\//, '/v%31/')],
  ['both escaped', (path) => path.replace(/^\/v1\//, '/%76%31/')],
  [
    'a later segment escaped',
    (path) => path.replace(/^\/v1\/(\w)/, (_, c: string) => `/v1/%${c.charCodeAt(0).toString(16)}`),
  ],
  ['the absolute form naming this host', (path) => `${ctx().baseUrl}${path}`],
];

const samples: readonly (readonly [string, Call, Record<string, unknown>])[] = [
  ['profile (read)', userInfo, {}],
  ['login check (read)', isLogin, {}],
  ['regions (read)', regionList, {}],
  ['my posts (read)', myPosts, {}],
  ['admin users (read)', adminUserList, {}],
  ['reply (write)', postReply, { content: '还招人吗？' }],
  ['login (write)', login, { account: 'someone@example.com', password: 'whatever-1' }],
];

function send(
  endpoint: Call,
  target: string,
  headers: Record<string, string>,
  input: Record<string, unknown>,
): Promise<RawAnswer> {
  const body = endpoint.method === 'POST' ? { postId, ...input } : undefined;
  return rawRequest(ctx().baseUrl, endpoint.method, target, headers, body);
}

/** What a caller learns from an answer: status, body and whether it may be cached. */
const seen = (answer: RawAnswer) => ({
  status: answer.status,
  body: answer.text,
  cacheControl: answer.headers['cache-control'],
});

const replyCount = () => countRows(ctx().app.db, 'post_replies', 'post_id', postId);

describe('a /v1 path spelled another way', () => {
  describe.each(spellings)('%s', (_name, spell) => {
    it.each(samples)(
      '%s answers exactly what the plain spelling answers, with the token alone',
      async (_call, endpoint, input) => {
        const tokenOnly = { [Header.token]: token };
        const plain = await send(endpoint, endpoint.path, tokenOnly, input);
        expect(JSON.parse(plain.text)).toEqual({
          code: Code.invalid,
          reason: Messages.missingMarker,
        });
        expect(seen(await send(endpoint, spell(endpoint.path), tokenOnly, input))).toEqual(
          seen(plain),
        );
      },
    );

    it('writes nothing when sent unsigned, and once when a signed request is replayed', async () => {
      const before = await replyCount();
      const target = spell(postReply.path);
      for (let i = 0; i < 3; i++) await send(postReply, target, { [Header.token]: token }, {});
      expect(await replyCount()).toBe(before);

      const signed = signedHeaders(ctx().config.signSalt, { token }, ctx().clock.now);
      const answers: unknown[] = [];
      for (let i = 0; i < 3; i++) {
        const answer = await send(postReply, target, signed, { content: '还招人吗？' });
        answers.push(JSON.parse(answer.text).code ?? answer.status);
      }
      expect(answers).toEqual([Code.ok, Code.invalid, Code.invalid]);
      expect(await replyCount()).toBe(before + 1);
    });

    it('answers an unknown path in the envelope, as the plain spelling does', async () => {
      const path = '/v1/user/no_such_call/';
      const signed = () => signedHeaders(ctx().config.signSalt, {}, ctx().clock.now);
      const plain = await rawRequest(ctx().baseUrl, 'GET', path, signed());
      const other = await rawRequest(ctx().baseUrl, 'GET', spell(path), signed());
      expect(JSON.parse(plain.text)).toEqual({ code: Code.notFound, reason: Messages.unknownPath });
      expect(seen(other)).toEqual(seen(plain));
    });
  });

  it.each(Object.entries(calls as Record<string, Call>))(
    '%s, with %76 for the v and no headers, answers what /v1 answers',
    async (_name, endpoint) => {
      const path = endpoint.path.replace(/\{\w+\}/g, '1');
      const plain = await rawRequest(
        ctx().baseUrl,
        endpoint.method,
        path,
        {},
        endpoint.method === 'POST' ? {} : undefined,
      );
      const escaped = await rawRequest(
        ctx().baseUrl,
        endpoint.method,
        path.replace(/^\/v1\//, '/%761/'),
        {},
        endpoint.method === 'POST' ? {} : undefined,
      );
      expect(seen(escaped)).toEqual(seen(plain));
      expect(plain.headers['cache-control']).toBe('no-store');
    },
  );

  it('answers a malformed escape under an escaped /v1 in the envelope', async () => {
    const answer = await rawRequest(ctx().baseUrl, 'GET', '/%761/user/%E0%A4%A', {});
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ code: Code.invalid });
  });
});

describe('an absolute-form target naming another host', () => {
  it.each([
    ['GET', 'http://x/v1/user/'],
    ['GET', 'http://example.com/v1/user/is_login/'],
    ['POST', 'http://x/v1/user/post/reply/'],
    ['GET', 'http://x/'],
  ] as const)('%s %s is refused before anything runs', async (method, target) => {
    const before = await replyCount();
    const signed = signedHeaders(ctx().config.signSalt, { token }, ctx().clock.now);
    const answer = await rawRequest(
      ctx().baseUrl,
      method,
      target,
      signed,
      method === 'POST' ? { postId, content: '还招人吗？' } : undefined,
    );
    expect(answer.status).toBe(421);
    expect(answer.text).toBe(Messages.misdirected);
    expect(await replyCount()).toBe(before);
  });

  it.each([
    ['this host', (port: string) => `http://127.0.0.1:${port}`, `127.0.0.1`],
    ['this host with its default port spelled out', () => 'http://example.test:80', 'example.test'],
  ])('is served when it names %s', async (_name, origin, host) => {
    const { port } = new URL(ctx().baseUrl);
    const headers = {
      ...signedHeaders(ctx().config.signSalt, {}, ctx().clock.now),
      Host: host === 'example.test' ? host : `${host}:${port}`,
    };
    const answer = await rawRequest(
      ctx().baseUrl,
      'GET',
      `${origin(port)}${regionList.path}`,
      headers,
    );
    expect(JSON.parse(answer.text)).toMatchObject({ code: Code.ok });
  });
});
