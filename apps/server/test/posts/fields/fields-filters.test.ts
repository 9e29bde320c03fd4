import { newPost, postList, type InputOf, type PostListItem } from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../../support/bad-input';
import { callOk } from '../../support/call-ok';
import { useContentApp } from '../../support/content';
import { unique } from '../../support/factories';
import { everyPage } from '../../support/paging';
import { postInput } from '../../support/posts';

/** post_list with a price range and field filters, alone and with the other filters (decision 0041). */
/** Two authors: the posting limit is 20 a day each. */
const { ctx, p, author, other } = useContentApp(['author', 'other']);

type Filter = Omit<InputOf<typeof postList>, 'cursor' | 'pageSize'>;

interface Room {
  id: number;
  price: number | null;
  region: 'flushing' | 'brooklyn' | 'bayArea';
  kind: string;
  bedrooms: number;
  moveIn: string;
  /** Undefined: the author left the yes/no untouched, so it is not stored. */
  credit: boolean | undefined;
  keyword: boolean;
}
const rooms: Room[] = [];
const jobs: { id: number; wage: { min: number; max: number; unit: string }; langs: string[] }[] =
  [];

beforeAll(async () => {
  const kinds = ['整租', '合租', '单间'];
  for (let i = 0; i < 18; i++) {
    const region = (['flushing', 'brooklyn', 'bayArea'] as const)[i % 3]!;
    const room = {
      price: i % 5 === 4 ? null : 100000 + i * 10000,
      region,
      kind: kinds[i % 3]!,
      bedrooms: i % 4,
      moveIn: `2026-12-${String(1 + i).padStart(2, '0')}`,
      credit: ([true, false, undefined] as const)[Math.floor(i / 2) % 3],
      keyword: i % 3 !== 2,
    };
    const post = await callOk(
      ctx(),
      newPost,
      postInput(p, {
        title: `${room.keyword ? '学区房' : '公寓'}出租第${i}号${unique()}`,
        content: `${room.keyword ? '近学区' : '近公园'}，房间明亮干净，随时看房。`,
        categoryId: p.housing,
        regionId: p[region],
        price: room.price,
        priceUnit: room.price === null ? null : 'month',
        fields: {
          rental_type: room.kind,
          bedrooms: room.bedrooms,
          move_in: room.moveIn,
          credit_check: room.credit,
        },
      }),
      (i < 10 ? author : other).token,
    );
    rooms.push({ id: post.id, ...room });
  }
  const wages = [
    { min: 15, max: 18, unit: '时薪' },
    { min: 20, max: 25, unit: '时薪' },
    { min: 4000, max: 5000, unit: '月薪' },
  ];
  const langs = [['普通话'], ['粤语', '英语'], ['普通话', '英语']];
  for (let i = 0; i < 3; i++) {
    const post = await callOk(
      ctx(),
      newPost,
      postInput(p, { fields: { wage: wages[i], languages: langs[i] } }),
      other.token,
    );
    jobs.push({ id: post.id, wage: wages[i]!, langs: langs[i]! });
  }
}, 120_000);

/** Every page of the list, two cards a page: the ids in the order served. */
async function listed(filter: Filter): Promise<number[]> {
  const pages = await everyPage((c) =>
    ctx().client.call(postList, { ...filter, ...c, pageSize: 2 }),
  );
  return pages.flat().map((i: PostListItem) => i.id);
}
const newestFirst = (keep: (r: Room) => boolean) =>
  rooms
    .filter(keep)
    .map((r) => r.id)
    .sort((a, b) => b - a);

describe('filters on post_list', () => {
  it('filters a choice, a number and a date, paging exactly', async () => {
    const housing = { categoryId: p.housing };
    expect(await listed({ ...housing, fields: { rental_type: { in: ['整租', '单间'] } } })).toEqual(
      newestFirst((r) => r.kind !== '合租'),
    );
    expect(await listed({ ...housing, fields: { bedrooms: { min: 2 } } })).toEqual(
      newestFirst((r) => r.bedrooms >= 2),
    );
    expect(await listed({ ...housing, fields: { bedrooms: { min: 1, max: 2 } } })).toEqual(
      newestFirst((r) => r.bedrooms >= 1 && r.bedrooms <= 2),
    );
    const dates = { move_in: { from: '2026-12-05', to: '2026-12-10' } };
    expect(await listed({ ...housing, fields: dates })).toEqual(
      newestFirst((r) => r.moveIn >= '2026-12-05' && r.moveIn <= '2026-12-10'),
    );
  });

  it('matches a yes/no filter only with that answer: one not given fits neither 是 nor 否', async () => {
    const housing = { categoryId: p.housing };
    const no = await listed({ ...housing, fields: { credit_check: { is: false } } });
    const yes = await listed({ ...housing, fields: { credit_check: { is: true } } });
    expect(no).toEqual(newestFirst((r) => r.credit === false));
    expect(yes).toEqual(newestFirst((r) => r.credit === true));
    const unanswered = newestFirst((r) => r.credit === undefined);
    expect(unanswered).toHaveLength(6);
    expect([...no, ...yes].filter((id) => unanswered.includes(id))).toEqual([]);
  });

  it('filters a range by overlap and unit, and a multi by any of its options', async () => {
    const ids = async (fields: Filter['fields']) => listed({ categoryId: p.jobs, fields });
    const byId = (keep: (j: (typeof jobs)[number]) => boolean) =>
      jobs
        .filter(keep)
        .map((j) => j.id)
        .sort((a, b) => b - a);
    expect(await ids({ wage: { min: 19, unit: '时薪' } })).toEqual(byId((j) => j.wage.min === 20));
    expect(await ids({ wage: { min: 17, max: 21 } })).toEqual(byId((j) => j.wage.unit === '时薪'));
    expect(await ids({ languages: { in: ['英语'] } })).toEqual(
      byId((j) => j.langs.includes('英语')),
    );
  });

  it('filters a price range, leaving out posts without a price', async () => {
    const priced = { categoryId: p.housing, priceMin: 150000, priceMax: 220000 };
    expect(await listed(priced)).toEqual(
      newestFirst((r) => r.price !== null && r.price >= 150000 && r.price <= 220000),
    );
    expect(await listed({ categoryId: p.housing, priceMax: 130000 })).toEqual(
      newestFirst((r) => r.price !== null && r.price <= 130000),
    );
  });

  it('combines with region (with sub-regions), category and keyword, in every sort', async () => {
    const filter: Filter = {
      categoryId: p.housing,
      regionId: p.newYorkState,
      priceMin: 100000,
      fields: { bedrooms: { min: 1 }, credit_check: { is: true } },
    };
    const fits = (r: Room) =>
      r.region !== 'bayArea' && r.price !== null && r.bedrooms >= 1 && r.credit === true;
    expect(await listed(filter)).toEqual(newestFirst(fits));
    expect(await listed({ ...filter, keyword: '学区' })).toEqual(
      newestFirst((r) => fits(r) && r.keyword),
    );
    const byReplies = await listed({ ...filter, sort: 'replies' });
    expect([...byReplies].sort((a, b) => b - a)).toEqual(newestFirst(fits));
  });

  it('refuses filters that cannot apply, naming what is wrong', async () => {
    const call = (filter: Filter) => ctx().client.call(postList, filter);
    expect(await call({ fields: { bedrooms: { min: 1 } } })).toEqual(
      refused('请先选择分类再按条件筛选'),
    );
    expect(await call({ categoryId: p.housing, fields: { wage: { min: 1 } } })).toEqual(
      refused('筛选条件已失效，请重新选择'),
    );
    expect(await call({ categoryId: p.housing, fields: { bedrooms: { min: 3, max: 1 } } })).toEqual(
      refused('卧室：最低不能高于最高'),
    );
    expect(await call({ categoryId: p.housing, priceMin: 2000, priceMax: 1000 })).toEqual(
      refused('最低价格不能高于最高价格'),
    );
    expect(await call({ categoryId: p.housing, priceMin: -1 })).toEqual(
      refused('最低价格不能为负数'),
    );
  });
});
