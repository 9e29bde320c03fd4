import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from './prepared-query';

interface Db {
  items: { id: number; kind: string; price: number | null };
}

interface Filter {
  kind: string;
  min?: number;
  after?: readonly number[];
  limit: number;
}

describe('preparedQuery', () => {
  const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  beforeAll(async () => {
    await sql`create table items (id integer primary key, kind text not null, price integer)`.execute(
      db,
    );
    await db
      .insertInto('items')
      .values([
        { id: 1, kind: 'a', price: 100 },
        { id: 2, kind: 'a', price: 300 },
        { id: 3, kind: 'b', price: 200 },
        { id: 4, kind: 'b', price: null },
      ])
      .execute();
  });
  afterAll(() => db.destroy());

  const build = (f: Filter) => {
    let q = db.selectFrom('items').select(['id', 'price']).where('kind', '=', f.kind);
    if (f.min !== undefined) q = q.where(sql<boolean>`price >= ${f.min}`);
    if (f.after) q = q.where('id', '<', f.after[0]!);
    return q.orderBy('id', 'desc').limit(f.limit);
  };

  it('answers what the query built afresh answers, for each shape and each value', async () => {
    const prepared = preparedQuery(db, build);
    const filters: Filter[] = [
      { kind: 'a', limit: 5 },
      { kind: 'b', limit: 1 },
      { kind: 'a', min: 200, limit: 5 },
      { kind: 'a', min: 50, limit: 5 },
      { kind: 'a', after: [2], limit: 5 },
      { kind: 'a', after: [3], limit: 1 },
      { kind: 'b', limit: 5 },
    ];
    for (const f of filters) expect(await prepared(f)).toEqual(await build(f).execute());
  });

  it('refuses a query that does arithmetic on a number instead of placing it', async () => {
    const doubled = preparedQuery(db, (f: { min: number }) =>
      db
        .selectFrom('items')
        .select('id')
        .where('price', '>=', f.min * 2),
    );
    await expect(doubled({ min: 100 })).rejects.toThrow(/does not reach the SQL/);
  });
});
