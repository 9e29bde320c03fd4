import { saveSearch } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app';
import { refused } from '../../support/bad-input';
import { createPost, postInput } from '../../support/posts';
import { matched, save, savedSearches, searcherAndPoster } from '../../saved-searches/support';

/** Saved searches keep the price range and field filters and match by them (decision 0041). */
const ctx = useTestApp();

describe('saved searches with filters', () => {
  it('saves the filters in a stable form with their words, and matches only fitting posts', async () => {
    const t = ctx();
    const { p, a, b } = await searcherAndPoster(t);
    const saved = await save(t, a.token, {
      categoryId: p.housing,
      regionId: p.newYorkState,
      priceMax: 250000,
      fields: { credit_check: { is: false }, bedrooms: { min: 2 }, pets: {} },
    });
    expect(saved).toMatchObject({
      name: '纽约州 · 房屋租售 · $2,500以下 · 卧室 2以上 · 需要信用记录/SSN：否',
      filter: {
        categoryId: p.housing,
        regionId: p.newYorkState,
        priceMax: 250000,
        fields: { bedrooms: { min: 2 }, credit_check: { is: false } },
      },
    });
    const again = await save(t, a.token, {
      fields: { bedrooms: { min: 2 }, credit_check: { is: false } },
      priceMax: 250000,
      regionId: p.newYorkState,
      categoryId: p.housing,
    });
    expect(again.id).toBe(saved.id);

    const room = (price: number | null, fields: Record<string, unknown>) =>
      createPost(
        t,
        b.token,
        postInput(p, {
          categoryId: p.housing,
          price,
          priceUnit: price === null ? null : 'month',
          fields,
        }),
      );
    await room(200000, { bedrooms: 2, credit_check: false });
    await room(300000, { bedrooms: 3, credit_check: false });
    await room(200000, { bedrooms: 1, credit_check: false });
    await room(200000, { bedrooms: 2, credit_check: true });
    await room(null, { bedrooms: 2, credit_check: false });
    await room(150000, { bedrooms: 2 });
    await matched(t);
    const [search] = await savedSearches(t, a.token);
    expect(search).toMatchObject({ id: saved.id, newCount: 1 });
  });

  it('refuses filters the list would refuse, saving nothing', async () => {
    const t = ctx();
    const { p, a } = await searcherAndPoster(t);
    const call = (input: object) => t.client.call(saveSearch, input, { token: a.token });
    expect(await call({ regionId: p.usa, fields: { bedrooms: { min: 1 } } })).toEqual(
      refused('请先选择分类再按条件筛选'),
    );
    expect(
      await call({ categoryId: p.housing, fields: { bedrooms: { min: 30 }, nope: {} } }),
    ).toEqual(refused('筛选条件已失效，请重新选择'));
    expect(await call({ categoryId: p.housing, priceMin: 5, priceMax: 1 })).toEqual(
      refused('最低价格不能高于最高价格'),
    );
    expect(await savedSearches(t, a.token)).toEqual([]);
  });
});
