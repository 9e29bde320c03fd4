import { describe, expect, it } from 'vitest';
import { cacheKey, createResponseCache } from './response-cache';

function cacheAt(ttlMs: number, maxEntries?: number) {
  let time = 1_000_000;
  const cache = createResponseCache({ ttlMs, now: () => time, maxEntries });
  return { cache, advance: (ms: number) => (time += ms) };
}

/** A compute() that answers `value` and records each run. */
function computer(runs: string[]) {
  return (value: string) => () => {
    runs.push(value);
    return Promise.resolve(value);
  };
}

describe('response cache', () => {
  it('answers a kept entry until its TTL has passed, then computes again', async () => {
    const { cache, advance } = cacheAt(1000);
    const runs: string[] = [];
    const answer = computer(runs);
    expect(await cache.load('a', answer('1'))).toEqual({ value: '1', hit: false });
    advance(999);
    expect(await cache.load('a', answer('2'))).toEqual({ value: '1', hit: true });
    advance(1);
    expect(await cache.load('a', answer('3'))).toEqual({ value: '3', hit: false });
    expect(runs).toEqual(['1', '3']);
  });

  it('peeks at a kept, fresh entry only: nothing is computed, nothing pending is shown', async () => {
    const { cache, advance } = cacheAt(1000);
    expect(cache.peek('a')).toBeUndefined();
    let finish!: (value: string) => void;
    const pending = cache.load('a', () => new Promise<string>((resolve) => (finish = resolve)));
    expect(cache.peek('a')).toBeUndefined();
    finish('1');
    await pending;
    expect(cache.peek('a')).toBe('1');
    advance(1000);
    expect(cache.peek('a')).toBeUndefined();
  });

  it('runs one compute for concurrent misses of a key; the others wait for it', async () => {
    const { cache } = cacheAt(1000);
    let finish!: (value: string) => void;
    let runs = 0;
    const slow = () => {
      runs++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const loads = [cache.load('a', slow), cache.load('a', slow), cache.load('a', slow)];
    finish('1');
    expect(await Promise.all(loads)).toEqual([
      { value: '1', hit: false },
      { value: '1', hit: true },
      { value: '1', hit: true },
    ]);
    expect(runs).toBe(1);
  });

  it('lets a failed compute fail its waiters and keeps nothing', async () => {
    const { cache } = cacheAt(1000);
    const failing = () => Promise.reject(new Error('db down'));
    await expect(Promise.all([cache.load('a', failing), cache.load('a', failing)])).rejects.toThrow(
      'db down',
    );
    expect(cache.size).toBe(0);
    expect(await cache.load('a', () => Promise.resolve('1'))).toEqual({ value: '1', hit: false });
  });

  it('holds at most its bound, dropping the oldest first', async () => {
    const { cache } = cacheAt(1000, 2);
    const runs: string[] = [];
    const answer = computer(runs);
    await cache.load('a', answer('a'));
    await cache.load('b', answer('b'));
    await cache.load('c', answer('c'));
    expect(cache.size).toBe(2);
    await cache.load('a', answer('a'));
    await cache.load('c', answer('c'));
    expect(runs).toEqual(['a', 'b', 'c', 'a']);
  });

  it('drops everything on invalidate, and an answer computed across it', async () => {
    const { cache } = cacheAt(1000);
    const runs: string[] = [];
    const answer = computer(runs);
    await cache.load('a', answer('old a'));
    let finish!: (value: string) => void;
    const across = cache.load('b', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    // A request after the write must not join the computation that began before it.
    const after = cache.load('b', answer('new b'));
    finish('old b');
    expect(await across).toEqual({ value: 'old b', hit: false });
    expect(await after).toEqual({ value: 'new b', hit: false });
    expect(await cache.load('a', answer('new a'))).toEqual({ value: 'new a', hit: false });
    expect(await cache.load('b', answer('newer b'))).toEqual({ value: 'new b', hit: true });
  });

  it('keeps nothing with a TTL of 0', async () => {
    const { cache } = cacheAt(0);
    await cache.load('a', () => Promise.resolve('1'));
    expect([cache.enabled, cache.size]).toEqual([false, 0]);
  });

  it('keys equal inputs alike whatever their key order, and tells other inputs apart', () => {
    const path = '/v1/user/post_list/';
    const key = cacheKey(path, { sort: 'latest', filter: { a: 1, b: [2, { d: 1, c: 0 }] } });
    expect(cacheKey(path, { filter: { b: [2, { c: 0, d: 1 }], a: 1 }, sort: 'latest' })).toBe(key);
    expect(cacheKey(path, { sort: 'likes', filter: { a: 1, b: [2, { c: 0, d: 1 }] } })).not.toBe(
      key,
    );
    expect(cacheKey('/v1/user/article_list/', {})).not.toBe(cacheKey(path, {}));
  });
});
