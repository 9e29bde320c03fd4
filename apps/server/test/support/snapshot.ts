import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import type { ObjectStore } from '../../src/storage/object-store';

/** Every row of every table of a SQLite file, each table's rows in a fixed order. */
export function sqliteTables(file: string): Record<string, string[]> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare<[], { name: string }>(
        "select name from sqlite_master where type = 'table' order by name",
      )
      .all();
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        db
          .prepare(`select * from "${name}"`)
          .raw()
          .all()
          .map((row) =>
            JSON.stringify(row, (_key, value: unknown) =>
              Buffer.isBuffer(value) ? value.toString('hex') : value,
            ),
          )
          .sort(),
      ]),
    );
  } finally {
    db.close();
  }
}

/** Every object of a store by key, as the SHA-256 of its bytes. */
export async function storeContents(store: ObjectStore): Promise<Record<string, string>> {
  const contents: Record<string, string> = {};
  for await (const { key } of store.list()) {
    contents[key] = createHash('sha256')
      .update(await readObject(store, key))
      .digest('hex');
  }
  return Object.fromEntries(Object.entries(contents).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * s3rver answers a PutObject before its file is fully written (decision 0031), so a read right
 * after a write may come back short of its Content-Length: read again until the two agree.
 */
export async function readObject(store: ObjectStore, key: string): Promise<Buffer> {
  for (let attempt = 0; ; attempt += 1) {
    const object = await store.get(key);
    if (!object) throw new Error(`no object ${key}`);
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    if (bytes.length === object.size || attempt === 20) return bytes;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
