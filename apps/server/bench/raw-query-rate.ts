import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import type { BenchRequest } from './posts-load';
import type { BenchTarget } from './targets';

/** What one handler request ran: its statements in order, and how many rows each answered. */
export type Page = { sql: string; parameters: readonly unknown[]; rows: number }[];

/** The header that marks a request whose statements are captured. */
const CAPTURE = 'x-bench-capture';

/**
 * The statements the handler runs for each request (one page per path of a request), captured
 * from the app's own Kysely executor: exactly the SQL and values the handler sends, whatever
 * builds them. `onRoute` (AppOptions) runs each handler of a marked request in its page's
 * context, so only statements the handler awaits count (not a timer's flush of view counts);
 * an unmarked request only pays a header lookup.
 */
export function statementCapture() {
  const current = new AsyncLocalStorage<Page>();
  let page: Page = [];
  return {
    onRoute(route: RouteOptions): void {
      const handler = route.handler;
      route.handler = function (this: FastifyInstance, request, reply) {
        if (request.headers[CAPTURE] === undefined) return handler.call(this, request, reply);
        return current.run(page, () => handler.call(this, request, reply));
      };
    },

    /** The public cache is emptied before each request, so the handler computes the answer. */
    async pages(app: FastifyInstance, request: BenchRequest): Promise<Page[]> {
      const executor = app.db.getExecutor();
      const original = executor.executeQuery.bind(executor);
      executor.executeQuery = async <R>(query: CompiledQuery) => {
        const result = await original<R>(query);
        const { sql, parameters } = query;
        current.getStore()?.push({ sql, parameters, rows: result.rows.length });
        return result;
      };
      try {
        const pages: Page[] = [];
        for (const url of request.paths ?? [request.path]) {
          app.publicCache.invalidate();
          page = [];
          const answer = await app.inject({
            method: request.method,
            url,
            headers: { 'content-type': 'application/json', [CAPTURE]: '1' },
            ...(request.body !== undefined ? { payload: request.body } : {}),
          });
          if (!answer.body.startsWith('{"code":200')) throw new Error(`${url}: ${answer.body}`);
          if (page.length === 0) throw new Error(`${url}: no statement captured`);
          pages.push(page);
        }
        return pages;
      } finally {
        // The instance's own property shadowed the prototype's method; the handlers get it back.
        delete (executor as { executeQuery?: unknown }).executeQuery;
      }
    },
  };
}

/**
 * Runs the pages' statements straight through the database driver, in a loop for `seconds`, and
 * answers pages per second: what the handler's queries cost with nothing of ours around them.
 * A page is picked at random each time, as the load generator picks a path. SQLite: one
 * connection on the same file, statements prepared once (the app also keeps its statements
 * prepared and runs one at a time). PostgreSQL: as many connections as the app's pool, each
 * running pages back to back, since the handlers keep that many queries in flight.
 */
export async function rawQueryRate(
  target: BenchTarget,
  pages: readonly Page[],
  seconds: number,
  poolSize: number,
): Promise<number> {
  const pick = () => pages[Math.floor(Math.random() * pages.length)]!;
  const until = performance.now() + seconds * 1000;
  let done = 0;
  if (target.seed.dialect === 'sqlite') {
    const db = new SQLite(target.seed.file, { readonly: true });
    try {
      const prepared = new Map<string, SQLite.Statement>();
      const statement = (sql: string) => {
        let found = prepared.get(sql);
        if (!found) prepared.set(sql, (found = db.prepare(sql)));
        return found;
      };
      checkRows(pages[0]!, (s) => statement(s.sql).all(...s.parameters).length);
      const start = performance.now();
      while (performance.now() < until) {
        for (const s of pick()) statement(s.sql).all(...s.parameters);
        done++;
      }
      return done / ((performance.now() - start) / 1000);
    } finally {
      db.close();
    }
  }
  const pool = new pg.Pool({ connectionString: target.seed.url, max: poolSize });
  try {
    const run = async (page: Page) => {
      const counts: number[] = [];
      for (const s of page)
        counts.push((await pool.query({ text: s.sql, values: [...s.parameters] })).rowCount ?? 0);
      return counts;
    };
    const first = await run(pages[0]!);
    checkRows(pages[0]!, (_s, i) => first[i]!);
    const start = performance.now();
    await Promise.all(
      Array.from({ length: poolSize }, async () => {
        while (performance.now() < until) {
          await run(pick());
          done++;
        }
      }),
    );
    return done / ((performance.now() - start) / 1000);
  } finally {
    await pool.end();
  }
}

/** The driver must answer the rows the handler got, or the loop measures some other work. */
function checkRows(page: Page, rowsOf: (s: Page[number], i: number) => number): void {
  page.forEach((s, i) => {
    const rows = rowsOf(s, i);
    if (rows !== s.rows) throw new Error(`raw rows ${rows}, handler's ${s.rows}: ${s.sql}`);
  });
}
