import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStore } from './local-store';
import type { ObjectStore } from './object-store';

let root = '';
let store: ObjectStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'store-'));
  store = createLocalStore(join(root, 'uploads'), '/uploads');
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function read(key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  expect(object.size).toBe(Buffer.concat(chunks).length);
  return Buffer.concat(chunks);
}

async function keys(): Promise<string[]> {
  const found: string[] = [];
  for await (const { key } of store.list()) found.push(key);
  return found.sort();
}

describe('createLocalStore', () => {
  it('puts, gets and finds objects under a two-character subdirectory, leaving no temp file', async () => {
    expect(await store.exists('abcdef.webp')).toBe(false);
    expect(await read('abcdef.webp')).toBeNull();
    await store.put('abcdef.webp', Buffer.from('one'));
    await store.put('abcdef.webp', Buffer.from('one'));
    expect(await store.exists('abcdef.webp')).toBe(true);
    expect(await read('abcdef.webp')).toEqual(Buffer.from('one'));
    expect(await readFile(join(root, 'uploads', 'ab', 'abcdef.webp'), 'utf8')).toBe('one');
    expect(await readdir(join(root, 'uploads', 'ab'))).toEqual(['abcdef.webp']);
  });

  it('lists its objects (not a crash’s temp file, not a misplaced file) and deletes them', async () => {
    expect(await keys()).toEqual([]);
    await store.put('abcdef.webp', Buffer.from('one'));
    await store.put('cd0123.thumb.webp', Buffer.from('two'));
    await writeFile(join(root, 'uploads', 'ab', 'abcdef.webp.0a1b2c.tmp'), 'partial');
    await writeFile(join(root, 'uploads', 'cd', 'abcdef.webp'), 'misplaced');
    expect(await keys()).toEqual(['abcdef.webp', 'cd0123.thumb.webp']);
    for await (const { modifiedAt } of store.list()) {
      expect(Math.abs(modifiedAt - Date.now())).toBeLessThan(60_000);
    }
    await store.delete('abcdef.webp');
    await store.delete('abcdef.webp');
    expect(await keys()).toEqual(['cd0123.thumb.webp']);
    expect(await store.exists('abcdef.webp')).toBe(false);
  });

  it('answers the public URL of a key', () => {
    expect(store.url('abcdef.thumb.webp')).toBe('/uploads/abcdef.thumb.webp');
  });

  it('refuses keys that could leave its directory', async () => {
    for (const key of ['../app.db', 'ab/../../x', '/etc/passwd', '..', 'a\\b', '']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('bad object key');
      await expect(store.get(key)).rejects.toThrow('bad object key');
    }
  });
});
