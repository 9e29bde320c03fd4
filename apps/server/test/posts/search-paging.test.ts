import { postList } from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPostListRepository } from '../../src/modules/posts/post-list.repository';
import { parseKeyword } from '../../src/modules/posts/search/query';
import { useContentApp } from '../support/content';
import { publishAll } from '../support/posts';

const { ctx, p } = useContentApp();

/** Every page of a keyword list, by cursor: the ids in the order served. */
async function allPages(keyword: string, pageSize: number, extra: Record<string, unknown> = {}) {
  const seen: number[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const res = await ctx().client.call(postList, {
      keyword,
      pageSize,
      ...extra,
      ...(cursor ? { cursor } : {}),
    });
    seen.push(...res.data!.list.map((i) => i.id));
    if (!res.data!.nextCursor) return seen;
    cursor = res.data!.nextCursor;
  }
  throw new Error('more than 50 pages');
}

describe('paging through keyword matches', () => {
  /** Matches (月嫂) among posts that do not match, newest last. */
  let matches: number[];
  let flushingMatches: number[];

  beforeAll(async () => {
    const match = (i: number, regionId = p.flushing) => ({
      title: `专业月嫂${i}号`,
      content: '持证上岗，经验丰富，可住家。',
      regionId,
    });
    const other = (i: number) => ({
      title: `餐馆招聘${i}`,
      content: '包吃住，周末双休，待遇从优。',
    });
    const made = await publishAll(ctx(), p, [
      match(1),
      match(2, p.bayArea),
      match(3),
      other(1),
      other(2),
      other(3),
      other(4),
      other(5),
      match(4),
      other(6),
      match(5, p.brooklyn),
      match(6),
      match(7),
    ]);
    const isMatch = [1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1];
    matches = made.filter((_, i) => isMatch[i]).reverse();
    flushingMatches = matches.filter((id) => id !== made[1] && id !== made[10]);
  });

  it('serves every match once, newest first, over several pages', async () => {
    expect(await allPages('月嫂', 3)).toEqual(matches);
    expect(await allPages('月嫂', 1)).toEqual(matches);
    expect(await allPages('月嫂', 2, { regionId: p.flushing })).toEqual(flushingMatches);
  });

  it('pages the same way across the boundary of the newest-posts window', async () => {
    const now = ctx().clock.now();
    const keyword = { exact: parseKeyword('月嫂'), expanded: null };
    for (const searchWindow of [1, 2, 3, 5, 8, 1000]) {
      const lists = createPostListRepository(ctx().app.db, { searchWindow });
      for (const region of [undefined, { column: 'metro_id' as const, id: p.flushing }]) {
        for (const limit of [1, 2, 3]) {
          const seen: number[] = [];
          let after: number[] | undefined;
          for (;;) {
            const rows = await lists.listPublic({
              now,
              sort: 'latest',
              keyword,
              limit,
              ...(region ? { region } : {}),
              ...(after ? { after } : {}),
            });
            seen.push(...rows.map((r) => r.id));
            if (rows.length < limit) break;
            after = [rows[rows.length - 1]!.id];
          }
          const expected = region ? flushingMatches : matches;
          expect(seen, `window ${searchWindow}, limit ${limit}`).toEqual(expected);
        }
      }
    }
  });

  it('ranks the matches by likes or replies and pages them by cursor', async () => {
    const counts = [3, 0, 5, 3, 1, 0, 3];
    for (const [i, id] of matches.entries()) {
      await ctx()
        .app.db.updateTable('posts')
        .set({ like_count: counts[i]!, reply_count: counts[counts.length - 1 - i]! })
        .where('id', '=', id)
        .execute();
    }
    const ranked = (column: number[]) =>
      matches
        .map((id, i) => ({ id, count: column[i]! }))
        .sort((a, b) => b.count - a.count || b.id - a.id)
        .map((r) => r.id);
    expect(await allPages('月嫂', 2, { sort: 'likes' })).toEqual(ranked(counts));
    expect(await allPages('月嫂', 3, { sort: 'replies' })).toEqual(ranked([...counts].reverse()));
  });
});
