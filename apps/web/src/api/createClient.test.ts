import { Code, Header, Messages, computeSignature, callPaths } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, createClient, isNotFound, type ClientDeps } from './createClient';

const SALT = 'test-salt';
const NOW = 1_800_000_000_000;
const regions = {
  list: [{ id: 1, regionName: '美国', regionPathName: '美国', parentId: null, level: 1 }],
};

interface Call {
  url: string;
  headers: Record<string, string>;
}

/** A server answering from a script of envelopes (or failures), recording every request. */
function setup(
  script: Array<object | 'network' | 'hang' | { status: number }>,
  deps: Partial<ClientDeps> = {},
) {
  const calls: Call[] = [];
  const failures: string[] = [];
  let expired = 0;
  let nonces = 0;
  let serverTime = NOW + 3_600_000; // the server's clock is an hour ahead of ours
  const client = createClient({
    fetch: async (input, init) => {
      calls.push({ url: String(input), headers: init?.headers as Record<string, string> });
      const step = script.shift() ?? { code: Code.ok, data: regions };
      if (step === 'network') throw new TypeError('Failed to fetch');
      if (step === 'hang') {
        return new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        );
      }
      const headers = { [Header.serverTime]: String(serverTime) };
      if ('status' in step)
        return new Response('bad gateway', { status: step.status as number, headers });
      return new Response(JSON.stringify(step), { headers });
    },
    getToken: () => 'tok',
    now: () => NOW,
    isOnline: () => true,
    randomId: () => `nonce-${++nonces}`,
    salt: SALT,
    timeoutMs: 60_000,
    onSessionExpired: () => void expired++,
    onFailure: (message) => void failures.push(message),
    ...deps,
  });
  return {
    client,
    calls,
    failures,
    expired: () => expired,
    setServerTime: (t: number) => void (serverTime = t),
  };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('request client', () => {
  it('signs the request with the spec headers', async () => {
    const { client, calls } = setup([]);
    await client.request(callPaths.regionList, {});
    const { headers, url } = calls[0]!;
    expect(url).toBe('/v1/user/region_list/');
    expect(headers).toMatchObject({
      'X-AUTH-TOKEN-UID': 'tok',
      t: String(NOW),
      nonce: 'nonce-1',
      s: computeSignature('tok', String(NOW), 'nonce-1', SALT),
      'X-Requested-With': 'XMLHttpRequest',
      'Csrf-Token': '1',
    });
  });

  it('answers the validated data and corrects t by the server clock afterwards', async () => {
    const { client, calls } = setup([]);
    expect(await client.request(callPaths.regionList, {})).toEqual(regions);
    await client.request(callPaths.regionList, {});
    expect(calls[1]!.headers.t).toBe(String(NOW + 3_600_000));
    expect(client.clockOffset()).toBe(3_600_000);
  });

  it('retries once with the server time after a stale timestamp', async () => {
    const { client, calls, failures } = setup([{ code: Code.staleTimestamp, reason: '时间不对' }]);
    expect(await client.request(callPaths.regionList, {})).toEqual(regions);
    expect(calls.map((c) => c.headers.t)).toEqual([String(NOW), String(NOW + 3_600_000)]);
    expect(calls[1]!.headers.nonce).not.toBe(calls[0]!.headers.nonce);
    expect(failures).toEqual([]);
  });

  it('gives up after the second stale timestamp and shows the reason', async () => {
    const stale = { code: Code.staleTimestamp, reason: '时间不对' };
    const { client, calls, failures } = setup([stale, stale, stale]);
    const error = await rejection(client.request(callPaths.regionList, {}));
    expect(calls).toHaveLength(2);
    expect(error).toMatchObject({ code: Code.staleTimestamp, message: '时间不对' });
    expect(failures).toEqual(['时间不对']);
  });

  it.each([Code.notLoggedIn, -1])('clears the session on code %i without a toast', async (code) => {
    const { client, failures, expired } = setup([{ code, reason: '登录已过期' }]);
    const error = await rejection(client.request(callPaths.regionList, {}, { silent: true }));
    expect(error.message).toBe(Messages.notLoggedIn);
    expect(expired()).toBe(1);
    expect(failures).toEqual([]);
  });

  it('toasts the reason of any other code, or the generic message', async () => {
    const { client, failures } = setup([
      { code: Code.invalid, reason: 'clientType 只能是 1 或 2' },
      { code: Code.internal },
    ]);
    expect(await rejection(client.request(callPaths.regionList, {}))).toMatchObject({
      code: Code.invalid,
    });
    expect(await rejection(client.request(callPaths.regionList, {}))).toMatchObject({
      message: Messages.requestError,
    });
    expect(failures).toEqual(['clientType 只能是 1 或 2', Messages.requestError]);
  });

  it('tells offline from timed out when the network fails', async () => {
    const offline = setup(['network'], { isOnline: () => false });
    expect((await rejection(offline.client.request(callPaths.regionList, {}))).message).toBe(
      Messages.offline,
    );
    const online = setup(['network']);
    expect((await rejection(online.client.request(callPaths.regionList, {}))).message).toBe(
      Messages.timeout,
    );
  });

  it('treats an HTTP status outside 200-299 as a network failure', async () => {
    const { client, failures } = setup([{ status: 502 }]);
    expect(await rejection(client.request(callPaths.regionList, {}))).toMatchObject({ code: null });
    expect(failures).toEqual([Messages.timeout]);
  });

  it('times out a request that never answers', async () => {
    const { client, failures } = setup(['hang'], { timeoutMs: 20 });
    expect((await rejection(client.request(callPaths.regionList, {}))).message).toBe(
      Messages.timeout,
    );
    expect(failures).toEqual([Messages.timeout]);
  });

  it('stays quiet when the caller cancels', async () => {
    const { client, failures } = setup(['hang']);
    const controller = new AbortController();
    const pending = client.request(callPaths.regionList, {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/aborted/);
    expect(failures).toEqual([]);
  });

  it("leaves a query's failure to its view: a call with a signal shows no toast", async () => {
    const { client, failures } = setup([{ code: Code.notFound, reason: '帖子不存在或已删除' }]);
    const { signal } = new AbortController();
    const error = await rejection(client.request(callPaths.regionList, {}, { signal }));
    expect(error).toMatchObject({ code: Code.notFound, message: '帖子不存在或已删除' });
    expect(isNotFound(error)).toBe(true);
    expect(failures).toEqual([]);
  });
});
