import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { regionColumnOf } from '../../src/core/site/catalog';
import { createPostListRepository } from '../../src/modules/posts/post-list.repository';
import type { PublicListQuery } from '../../src/modules/posts/post-cards.repository';
import { parseKeyword } from '../../src/modules/posts/search/query';
import type { KeywordListOptions } from '../../src/modules/posts/search/keyword-list.repository';
import { useContentApp } from '../support/content';
import { unique } from '../support/factories';
import { createPost, createSessionUser, postInput } from '../support/posts';

/**
 * The list and keyword queries walk the indexes they were shaped for (docs/decisions/0005 and
 * 0006). The SQL explained here is what post-list.repository.ts and
 * search/keyword-list.repository.ts build, captured as it runs, so a change of the query's shape
 * that loses its index fails here rather than at 1,000,000 posts.
 */
const { ctx, p } = useContentApp();

/**
 * PostgreSQL prices a plan by its statistics: on a test's dozen posts a scan is cheapest whatever
 * the indexes. Its posts table gets PG_ROWS more, spread like a real one: one in 20 is a housing
 * post in Flushing, the others over every category and metro; a fifth are expired; one in
 * PG_KEYWORD_EVERY carries the keyword. The newest-posts window of a keyword search shrinks
 * (SEARCH_WINDOW) in the same proportion, so that lists outgrow it as they do in production.
 */
const PG_ROWS = 30_000;
const PG_KEYWORD_EVERY = 500;
const SEARCH_WINDOW = 200;

beforeAll(async () => {
  const { token } = await createSessionUser(ctx());
  const publish = async (text: string) =>
    (
      await createPost(
        ctx(),
        token,
        postInput(p, {
          title: `${text}${unique()}`,
          content: `${text}，法拉盛自取，价格可议。`,
          regionId: p.flushing,
          categoryId: p.housing,
        }),
      )
    ).id;
  const filler = await publish('搬家转让沙发餐桌');
  const keyword = await publish('二手家具出售');
  if (ctx().database.dialect === 'postgres') await copyPosts(filler, keyword);
}, 120_000);

/** PostgreSQL: PG_ROWS copies of two posts, refiled, then fresh statistics. */
async function copyPosts(filler: number, keyword: number) {
  const db = ctx().app.db;
  const categories = (await db.selectFrom('categories').select('id').execute()).map((c) => c.id);
  const catalog = await ctx().app.catalog.snapshot();
  const metros = (await db.selectFrom('regions').select('id').execute())
    .map((r) => catalog.place(r.id)!)
    .filter((place) => place.metroId !== null);
  const flushing = catalog.place(p.flushing)!;
  const spread = (values: (number | null)[], flushingValue: number | null) =>
    sql`case when g % 20 = 0 then ${flushingValue}::int
      else (${sql.val(values)}::int[])[1 + g % ${values.length}] end`;
  const metro = (key: 'id' | 'countryId' | 'stateId') =>
    spread(
      metros.map((m) => m[key]),
      flushing[key],
    );
  await sql`insert into posts (user_id, category_id, region_id, country_id, state_id, metro_id,
      title, content, images, image_count, contact_phone, price, status, content_hash, created_at,
      updated_at, expires_at, terms)
    select user_id, ${spread(categories, p.housing)}, ${metro('id')}, ${metro('countryId')},
      ${metro('stateId')}, ${metro('id')}, title, content, images, image_count, contact_phone,
      (g % 400) * 2500,
      case when g % 5 = 2 then 'expired' else 'published' end, content_hash, created_at,
      updated_at, expires_at, case when g % 5 = 2 then ''::tsvector else terms end
    from generate_series(1, ${PG_ROWS}) g join posts on posts.id =
      case when g % ${PG_KEYWORD_EVERY} = 1 then ${keyword}::int else ${filler}::int end
    order by g`.execute(db);
  // Every post answers two of housing's fields (decision 0041), spread over their values.
  const fields = catalog.category(p.housing)!.fields;
  const fieldId = (key: string) => fields.find((f) => f.key === key)!.id;
  await sql`insert into post_field_values (post_id, field_id, num)
    select id, ${fieldId('bedrooms')}::int, id % 4 from posts
    union all select id, ${fieldId('credit_check')}::int, id % 2 from posts`.execute(db);
  await sql`analyze posts`.execute(db);
  await sql`analyze post_field_values`.execute(db);
}

/** Every statement a repository call runs, compiled as the database receives it. */
async function statementsOf(run: (db: Db) => Promise<unknown>): Promise<CompiledQuery[]> {
  const db = ctx().app.db;
  const compiled = new Map<string, CompiledQuery>();
  const ran: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    // Also called for a builder embedded in another statement, which does not run by itself.
    transformQuery({ node, queryId }) {
      compiled.set(queryId.queryId, db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    async transformResult({ result, queryId }) {
      ran.push(compiled.get(queryId.queryId)!);
      return result;
    },
  };
  await run(db.withPlugin(capture));
  // The token shares a keyword search chooses its walk by (decision 0045) are no list statement.
  return ran.filter((s) => !s.sql.includes('pg_stats'));
}

/** The plan of each statement, one line per step. */
async function plansOf(statements: CompiledQuery[]): Promise<string[]> {
  const db = ctx().app.db;
  const plans = [];
  for (const s of statements) {
    const sqlite = ctx().database.dialect === 'sqlite';
    const explained = CompiledQuery.raw(`explain ${sqlite ? 'query plan ' : ''}${s.sql}`, [
      ...s.parameters,
    ]);
    const { rows } = await db.executeQuery<{ detail: string; 'QUERY PLAN': string }>(explained);
    plans.push(rows.map((r) => (sqlite ? r.detail : r['QUERY PLAN'])).join('\n'));
  }
  return plans;
}

/**
 * The plans of a list's statements. A keyword search takes the newest-posts walk unless `plan`
 * lets it choose (decision 0045): the keyword here is too rare for the window to hold a page.
 */
async function planOfList(
  query: Omit<PublicListQuery, 'now' | 'limit'>,
  plan: KeywordListOptions['plan'] = 'walk',
): Promise<string[]> {
  const statements = await statementsOf((db) =>
    createPostListRepository(db, { searchWindow: SEARCH_WINDOW, plan }).listPublic({
      now: ctx().clock.now(),
      limit: 21,
      ...query,
    }),
  );
  expect(statements.length).toBeGreaterThan(0);
  return plansOf(statements);
}

async function regionOf(regionId: number): Promise<PublicListQuery['region']> {
  const place = (await ctx().app.catalog.snapshot()).place(regionId)!;
  return { column: regionColumnOf(place), id: place.id };
}

const sqlite = () => ctx().database.dialect === 'sqlite';

/** A full walk of the posts table, or a sort of what was read: what the indexes exist to avoid. */
function expectNoScanOrSort(plan: string) {
  if (sqlite()) {
    expect(plan).not.toMatch(/^SCAN posts$/m);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  } else {
    expect(plan).not.toMatch(/Seq Scan on posts/);
    expect(plan).not.toMatch(/^\s*(->\s*)?Sort\b/m);
  }
}

/**
 * A newest-first walk of ids, filtering as it goes: what PostgreSQL picks over a country's index
 * when the country holds most posts (it reads about as few rows).
 */
const PG_ID_WALK = 'Index Scan Backward using posts_pkey';

describe('the category and region list', () => {
  it.each([
    ['a metro', 'flushing', ['posts_metro_category_latest_idx']],
    ['a state', 'newYorkState', ['posts_state_category_latest_idx']],
    ['a country', 'usa', ['posts_country_category_latest_idx', PG_ID_WALK]],
  ] as const)('in %s (%s), newest first, walks %j and sorts nothing', async (_, place, walks) => {
    for (const after of [undefined, [1_000_000]]) {
      const [plan] = await planOfList({
        sort: 'latest',
        categoryId: p.housing,
        region: await regionOf(p[place]),
        ...(after ? { after } : {}),
      });
      const expected = sqlite() ? walks.slice(0, 1) : walks;
      expect(
        expected.some((walk) => plan!.includes(walk)),
        plan,
      ).toBe(true);
      expectNoScanOrSort(plan!);
    }
  });

  it('by likes in a category walks (status, category, likes, id)', async () => {
    const [plan] = await planOfList({ sort: 'likes', categoryId: p.jobs, after: [3, 1_000_000] });
    expect(plan).toContain('posts_category_likes_idx');
    expectNoScanOrSort(plan!);
  });
});

describe('field filters and a price range (decision 0041)', () => {
  it('walk the list index newest first and probe each post through the answers index', async () => {
    const fields = (await ctx().app.catalog.snapshot()).category(p.housing)!.fields;
    const field = (key: string) => fields.find((f) => f.key === key)!;
    for (const after of [undefined, [1_000_000]]) {
      const [plan] = await planOfList({
        sort: 'latest',
        categoryId: p.housing,
        region: await regionOf(p.flushing),
        price: { min: 50000, max: 400000 },
        fieldFilters: [
          { field: field('bedrooms'), filter: { min: 2 } },
          { field: field('credit_check'), filter: { is: false } },
        ],
        ...(after ? { after } : {}),
      });
      expect(plan).toContain('posts_metro_category_latest_idx');
      expectNoScanOrSort(plan!);
      // Each post is probed by its id and the field's (PostgreSQL may take either index).
      if (sqlite()) {
        expect(plan).toMatch(
          /SEARCH v EXISTS USING COVERING INDEX post_field_values_post_idx \(post_id=\? AND field_id=\?/,
        );
      } else {
        expect(plan).toMatch(/post_field_values_(post|field)_idx/);
        expect(plan).toMatch(/Index Cond: .*post_id = (posts\.id|v\.post_id)/);
        expect(plan).not.toMatch(/Seq Scan on post_field_values/);
      }
    }
  });
});

describe('keyword search', () => {
  const keyword = { exact: parseKeyword('二手家具'), expanded: null };

  it('in a category and region reads the keyword index, newest first, with no sort', async () => {
    const region = await regionOf(p.flushing);
    for (const after of [undefined, [1_000_000]]) {
      const plans = await planOfList({
        sort: 'latest',
        keyword,
        categoryId: p.housing,
        region,
        ...(after ? { after } : {}),
      });
      if (sqlite()) {
        // One statement: FTS5 is the outer loop in its rowid order, the post found by its key.
        expect(plans).toHaveLength(1);
        expect(plans[0]).toMatch(/SCAN posts_fts VIRTUAL TABLE INDEX \d+:M/);
        expect(plans[0]).toMatch(/SEARCH posts USING INTEGER PRIMARY KEY \(rowid=\?\)/);
        expectNoScanOrSort(plans[0]!);
      } else {
        // The newest window walks the list's index; older matches come from GIN.
        expect(plans).toHaveLength(2);
        expect(plans[0]).toContain('posts_metro_category_latest_idx');
        expectNoScanOrSort(plans[0]!);
        expect(plans[1]).toContain('Bitmap Index Scan on posts_terms_idx');
        expect(plans[1]).not.toContain('Seq Scan on posts');
      }
    }
  });

  it('too rare for the newest posts to hold a page, reads its matches from the index at once', async () => {
    const region = await regionOf(p.flushing);
    for (const scope of [{}, { categoryId: p.housing, region }]) {
      const plans = await planOfList({ sort: 'latest', keyword, ...scope }, 'auto');
      if (sqlite()) {
        expect(plans[0]).toMatch(/SCAN posts_fts VIRTUAL TABLE INDEX \d+:M/);
        expectNoScanOrSort(plans[0]!);
      } else {
        // One statement: GIN's few matches, sorted; no walk of the newest posts.
        expect(plans).toHaveLength(1);
        expect(plans[0]).toContain('Bitmap Index Scan on posts_terms_idx');
        expect(plans[0]).not.toContain('Seq Scan on posts');
      }
    }
  });

  it('with no filter reads the keyword index too', async () => {
    const plans = await planOfList({ sort: 'latest', keyword });
    expectNoScanOrSort(plans[0]!);
    if (sqlite()) {
      expect(plans[0]).toMatch(/SCAN posts_fts VIRTUAL TABLE INDEX \d+:M/);
    } else {
      expect(plans[1]).toContain('Bitmap Index Scan on posts_terms_idx');
      expect(plans[1]).not.toContain('Seq Scan on posts');
    }
  });
});

describe("a blocker's lists (decision 0042)", () => {
  it('keep their walk, sort nothing and probe user_blocks by its index', async () => {
    const region = await regionOf(p.flushing);
    const keyword = { exact: parseKeyword('二手家具'), expanded: null };
    for (const query of [
      { sort: 'latest', categoryId: p.housing, region },
      { sort: 'latest', keyword, categoryId: p.housing, region },
    ] as const) {
      const plans = await planOfList({ ...query, blockerId: 1 });
      // The list's own statement; PostgreSQL's older keyword matches (plans[1]) come from GIN,
      // sorted as they were before (the keyword search tests).
      expectNoScanOrSort(plans[0]!);
      if (!('keyword' in query)) expect(plans[0]).toContain('posts_metro_category_latest_idx');
      for (const plan of plans) {
        if (sqlite()) {
          expect(plan).toMatch(
            /SEARCH ub USING (COVERING )?INDEX sqlite_autoindex_user_blocks_1 \(user_id=\? AND blocked_id=\?\)/,
          );
        } else {
          expect(plan).not.toContain('Seq Scan');
          expect(plan).toMatch(
            /Index (Only )?Scan (Backward )?using user_blocks_\w+|Bitmap Index Scan on user_blocks_\w+/,
          );
        }
      }
    }
  });
});
