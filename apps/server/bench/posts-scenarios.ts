// The calls \`npm run bench\` measures (bench/posts.ts): each a name, its targets and the requests
// its load cycles through, with ids and a deep cursor read from the seeded database.
import { postDetail, postList } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { encodeCursor } from '../src/lib/cursor';
import type { BenchRequest } from './posts-load';

export interface Scenario {
  name: string;
  /** p99 target in ms; list and detail also need half the ceiling's throughput. */
  p99Target: number;
  minRatio: number | null;
  requests: BenchRequest[];
  /** The page's own SQL is also run alone (bench/raw-query-rate.ts): lists and detail. */
  raw?: true;
}

const post = (body: object): BenchRequest => ({
  method: 'POST',
  path: postList.path,
  body: JSON.stringify(body),
});

/** `count`: how many posts were seeded, which places the deep page and the detail's posts. */
export async function scenarios(app: FastifyInstance, count: number): Promise<Scenario[]> {
  const id = async (table: 'regions' | 'categories', name: string) =>
    (await app.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;
  const housing = await id('categories', '房屋租售');
  const flushing = await id('regions', '纽约/法拉盛');
  const california = await id('regions', '加利福尼亚州');
  // The 5,000th newest housing post in Flushing: a page a long scroll (250 pages) away.
  const deep = await app.db
    .selectFrom('posts')
    .select('id')
    .where('status', '=', 'published')
    .where('category_id', '=', housing)
    .where('metro_id', '=', flushing)
    .orderBy('id', 'desc')
    .offset(Math.min(5000, Math.floor(count / 200)))
    .limit(1)
    .executeTakeFirstOrThrow();
  const ids = await app.db
    .selectFrom('posts')
    .select('id')
    .where('status', '=', 'published')
    .where('id', '>', Math.floor(count / 3))
    .orderBy('id')
    .limit(2000)
    .execute();
  const keywords = ['租房', '二手', '拉盛', 'iPhone 二手', 'Toyota', '月子中心', '工作', '7号线'];
  return [
    {
      name: 'list: category + metro',
      raw: true,
      p99Target: 25,
      minRatio: 0.5,
      requests: [post({ categoryId: housing, regionId: flushing })],
    },
    {
      // Decision 0041: two field filters and a price range on top of category + metro.
      name: 'list: filtered (category + metro + 2 fields + price)',
      raw: true,
      p99Target: 25,
      minRatio: 0.5,
      requests: [
        post({
          categoryId: housing,
          regionId: flushing,
          priceMin: 50000,
          priceMax: 400000,
          fields: { bedrooms: { min: 2 }, credit_check: { is: false } },
        }),
      ],
    },
    {
      name: 'list: state',
      raw: true,
      p99Target: 25,
      minRatio: 0.5,
      requests: [post({ regionId: california })],
    },
    {
      name: 'list: deep page (cursor)',
      raw: true,
      p99Target: 25,
      minRatio: 0.5,
      requests: [
        post({ categoryId: housing, regionId: flushing, cursor: encodeCursor([deep.id]) }),
      ],
    },
    {
      name: 'detail (random posts)',
      raw: true,
      p99Target: 25,
      minRatio: 0.5,
      requests: [
        {
          method: 'GET',
          path: postDetail.path.replace('{id}', String(ids[0]!.id)),
          paths: ids.map((r) => postDetail.path.replace('{id}', String(r.id))),
        },
      ],
    },
    {
      // Decision 0039: the server-rendered share page of the same posts, against the detail.
      name: 'share page /p/{id} (random posts)',
      p99Target: 25,
      minRatio: 0.5,
      requests: [
        {
          method: 'GET',
          path: `/p/${ids[0]!.id}`,
          paths: ids.map((r) => `/p/${r.id}`),
        },
      ],
    },
    {
      name: 'search (8 keywords)',
      p99Target: 50,
      minRatio: null,
      requests: keywords.map((keyword) => post({ keyword })),
    },
  ];
}
