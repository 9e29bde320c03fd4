import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPENAPI_PATH, regionList } from '@huaren/contract';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_PATH } from '../src/modules/notifications/unsubscribe';
import { useTestApp } from './support/app';

/** What the registry of routes holds, by path in OpenAPI's spelling (`{id}`, not `:id`). */
const registered = new Map<string, Set<string>>();

const ctx = useTestApp({
  // /metrics exists only with a token; the document describes it.
  env: { METRICS_TOKEN: 'metrics-token-for-the-test-0123456789' },
  onRoute: ({ url, method }) => {
    const path = url.replace(/:(\w+)/g, '{$1}');
    const methods = registered.get(path) ?? new Set<string>();
    for (const m of [method].flat()) if (m !== 'HEAD') methods.add(m.toLowerCase());
    registered.set(path, methods);
  },
});

/**
 * Pages for people, not calls: the web app's files (static/web-app.ts), the page an e-mail's
 * unsubscribe link opens (modules/notifications), and the share pages, robots.txt and sitemaps
 * for crawlers (decision 0039).
 */
const PAGE_PATHS = new Set([
  '/',
  '/index.html',
  '/*',
  UNSUBSCRIBE_PATH,
  '/p/{id}',
  '/a/{id}',
  '/r/{regionId}',
  '/r/{regionId}/c/{categoryId}',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps/{file}',
]);

async function servedDocument() {
  const res = await fetch(`${ctx().baseUrl}${OPENAPI_PATH}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as { paths: Record<string, Record<string, unknown>> };
}

describe(OPENAPI_PATH, () => {
  it('answers an unsigned request with the generated docs/openapi.json', async () => {
    const file = readFileSync(join(import.meta.dirname, '../../../docs/openapi.json'), 'utf8');
    expect(await servedDocument()).toEqual(JSON.parse(file));
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await servedDocument();
    expect(document).toMatchObject({ openapi: '3.1.0' });
    const result = await validate(structuredClone(document) as never);
    expect(result).toMatchObject({ valid: true });
  });

  it("describes every route the server registered, with the route's methods", async () => {
    const { paths } = await servedDocument();
    const missing: string[] = [];
    for (const [path, methods] of registered) {
      if (PAGE_PATHS.has(path)) continue;
      for (const method of methods) if (!paths[path]?.[method]) missing.push(`${method} ${path}`);
    }
    expect(missing).toEqual([]);
    // And nothing the server does not answer.
    for (const [path, operations] of Object.entries(paths)) {
      for (const method of Object.keys(operations)) {
        expect(registered.get(path)?.has(method), `${method} ${path}`).toBe(true);
      }
    }
    // The listing saw the routes at all (an empty one would pass the loops above).
    expect(registered.get(regionList.path)).toEqual(new Set(['get']));
  });

  it('keeps every other /v1 path signed', async () => {
    const res = await fetch(`${ctx().baseUrl}/v1/user/region_list/`);
    expect(await res.json()).toMatchObject({ code: 400 });
  });
});
