import { describe, expect, it } from 'vitest';
import { cacheKey, createResponseCache } from './response-cache';

function cacheAt(ttlMs: number, maxEntries?: number) {
  let time = 1_000_000;
  const cache = createResponseCache({ ttlMs, now: () => time, maxEntries });
  return { cache, advance: (ms: number) => (time += ms) };
}

describe('response cache', () => {
  it('answers an entry until its TTL has passed', () => {
    const { cache, advance } = cacheAt(1000);
    cache.set('a', '{"code":200}', cache.version());
    advance(999);
    expect(cache.get('a')).toBe('{"code":200}');
    advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most its bound, dropping the oldest first', () => {
    const { cache } = cacheAt(1000, 2);
    cache.set('a', '1', cache.version());
    cache.set('b', '2', cache.version());
    // Refreshed: now the newest.
    cache.set('a', '1', cache.version());
    cache.set('c', '3', cache.version());
    expect(cache.size).toBe(2);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['1', undefined, '3']);
  });

  it('drops everything on invalidate, and an answer computed across it', () => {
    const { cache } = cacheAt(1000);
    cache.set('a', '1', cache.version());
    const before = cache.version();
    cache.invalidate();
    cache.set('b', '2', before);
    expect([cache.get('a'), cache.get('b'), cache.size]).toEqual([undefined, undefined, 0]);
  });

  it('keeps nothing with a TTL of 0', () => {
    const { cache } = cacheAt(0);
    cache.set('a', '1', cache.version());
    expect([cache.enabled, cache.get('a'), cache.size]).toEqual([false, undefined, 0]);
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
