import { request } from 'node:http';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { isPostgres } from '../src/db/dialect';
import { GIVE_WAY_MAX_MS, inBackground } from '../src/db/giving-way';
import { useTestApp } from './support/app';

/** A route that answers when the test says, to hold a request in flight. */
let answerHeld: (() => void) | undefined;
const ctx = useTestApp({
  configure: (app) =>
    app.get(
      '/test/held',
      () => new Promise<string>((resolve) => (answerHeld = () => resolve('ok'))),
    ),
});

const STATEMENTS = 10;

/** How long the statements of a background transaction took, in ms. */
function backgroundTransaction(db: Db): Promise<number> {
  return inBackground(() =>
    db.transaction().execute(async (trx) => {
      const started = performance.now();
      for (let i = 0; i < STATEMENTS; i++) await sql`select 1`.execute(trx);
      return performance.now() - started;
    }),
  );
}

describe('background transactions and requests in flight (decision 0024)', () => {
  it('makes each statement of a background transaction wait for a request on PostgreSQL, never on SQLite', async () => {
    const t = ctx();
    const req = request(`${t.baseUrl}/test/held`);
    const answered = new Promise<void>((resolve) => {
      req.on('response', (res) => res.resume().on('end', resolve));
    });
    req.end();
    await expect.poll(() => answerHeld !== undefined, { timeout: 15_000 }).toBe(true);
    let busy: number;
    try {
      busy = await backgroundTransaction(t.app.db);
    } finally {
      answerHeld!();
      await answered;
    }
    const idle = await backgroundTransaction(t.app.db);
    // PostgreSQL: the rows such a transaction holds are the job's own, so it may wait (each
    // statement up to the cap); SQLite's one writer must not wait inside a transaction, or every
    // request would wait behind it.
    const cap = STATEMENTS * GIVE_WAY_MAX_MS;
    if (isPostgres(t.app.db)) expect(busy).toBeGreaterThanOrEqual(cap - 1);
    else expect(busy).toBeLessThan(cap);
    expect(idle).toBeLessThan(cap);
  });

  it('runs background transactions one at a time, however many jobs start them together', async () => {
    const t = ctx();
    const spans: [number, number][] = [];
    await Promise.all(
      Array.from({ length: 5 }, () =>
        inBackground(() =>
          t.app.db.transaction().execute(async (trx) => {
            const started = performance.now();
            for (let i = 0; i < 3; i++) await sql`select 1`.execute(trx);
            spans.push([started, performance.now()]);
          }),
        ),
      ),
    );
    spans.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < spans.length; i++)
      expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]);
  });
});
