import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeHTML } from 'entities';
import type { TestApp } from '../support/app';

/** A built web app's index.html as Vite writes it: relative URLs, an entry script, a boot screen. */
export const BUILT_INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="美国华人的本地分类信息与社区" />
    <title>华人生活圈</title>
    <link rel="icon" type="image/png" href="./favicon.png" />
    <script type="module" crossorigin src="./assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root">
      <div class="boot"><p class="boot-bar">华人生活圈</p></div>
    </div>
  </body>
</html>
`;

/** A WEB_DIST holding BUILT_INDEX, made when the file loads (the app reads it at start). */
export function builtWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'huaren-share-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), BUILT_INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'export {};\n');
  return dist;
}

export interface PageAnswer {
  status: number;
  html: string;
  headers: Headers;
}

export async function getPage(t: TestApp, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.baseUrl}${path}`, { headers });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** The content attribute of `<meta property|name="key">`, entities decoded. */
export function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match ? decodeHTML(match[1]!) : undefined;
}

export function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match ? decodeHTML(match[1]!) : undefined;
}

export function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}
