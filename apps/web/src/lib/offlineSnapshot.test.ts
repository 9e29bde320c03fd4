import { describe, expect, it } from 'vitest';
import {
  MAX_AGE_MS,
  MAX_CHARS,
  MAX_PAGES,
  MAX_QUERIES,
  parseSnapshot,
  serializeSnapshot,
  type KeptQuery,
} from './offlineSnapshot';

const NOW = 1_800_000_000_000;
const detail = (id: number, updatedAt = NOW - id): KeptQuery => ({
  key: ['posts', 'detail', id],
  data: { id, title: `帖子 ${id}` },
  updatedAt,
});
const roundTrip = (queries: KeptQuery[], owner: number | null = 7) =>
  parseSnapshot(serializeSnapshot(owner, queries, NOW), owner, NOW);

describe('the offline snapshot', () => {
  it('keeps what a reader browsed and the launch data, never the console', () => {
    const kept = roundTrip([
      detail(1),
      { key: ['regions'], data: [{ id: 1 }], updatedAt: NOW },
      { key: ['admin', 'dashboard'], data: { users: 3 }, updatedAt: NOW },
    ]);
    expect(kept.map((q) => q.key[0]).sort()).toEqual(['posts', 'regions']);
    expect(kept.find((q) => q.key[0] === 'posts')).toEqual(detail(1));
  });

  it('belongs to one owner: another user, a visitor or garbage read as nothing', () => {
    const text = serializeSnapshot(7, [detail(1)], NOW);
    expect(parseSnapshot(text, 7, NOW)).toHaveLength(1);
    expect(parseSnapshot(text, 8, NOW)).toEqual([]);
    expect(parseSnapshot(text, null, NOW)).toEqual([]);
    expect(parseSnapshot(serializeSnapshot(null, [detail(1)], NOW), null, NOW)).toHaveLength(1);
    for (const bad of [null, '', '{', '[]', 'null', '{"v":0,"owner":7,"queries":[]}'])
      expect(parseSnapshot(bad, 7, NOW)).toEqual([]);
  });

  it('is bounded: the newest answers, none older than a week, feeds cut to their first pages', () => {
    const many = Array.from({ length: MAX_QUERIES + 10 }, (_, i) => detail(i + 1));
    const kept = roundTrip([...many, detail(999, NOW - MAX_AGE_MS)]);
    expect(kept.map((q) => q.key[2])).toEqual(many.slice(0, MAX_QUERIES).map((q) => q.key[2]));

    const pages = Array.from({ length: MAX_PAGES + 2 }, (_, i) => ({ list: [i] }));
    const params = pages.map((_, i) => (i === 0 ? undefined : `c${i}`));
    const [feed] = roundTrip([
      { key: ['posts', 'list', {}], data: { pages, pageParams: params }, updatedAt: NOW },
    ]);
    expect(feed!.data).toEqual({
      pages: pages.slice(0, MAX_PAGES),
      // JSON keeps a first page's missing cursor as null; it comes back undefined, since a refresh
      // sending `cursor: null` would be refused (分页参数不正确).
      pageParams: [undefined, ...params.slice(1, MAX_PAGES)],
    });
  });

  it('stays under its size, dropping the oldest answers first', () => {
    const big = (id: number): KeptQuery => ({ ...detail(id), data: 'x'.repeat(MAX_CHARS / 3) });
    const text = serializeSnapshot(7, [big(1), big(2), big(3), detail(4)], NOW);
    expect(text.length).toBeLessThan(MAX_CHARS + 100);
    expect(parseSnapshot(text, 7, NOW).map((q) => q.key[2])).toEqual([1, 2, 4]);
  });
});
