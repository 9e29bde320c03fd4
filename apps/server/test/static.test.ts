import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Header } from '@huaren/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp, type TestApp } from './support/app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>华人生活圈</title></head><body><div id="root"></div></body></html>';
/** Big enough to be worth precompressing. */
const APP_JS = `console.log(${JSON.stringify('华人生活圈 '.repeat(400))});\n`;

/** A small built web app in a temporary WEB_DIST, served by the real app with `env`. */
function useBuiltApp(env: Record<string, string> = {}) {
  let dist = '';
  let running: TestApp | undefined;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'huaren-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    await writeFile(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: '华人生活圈' }));
    await writeFile(join(dist, 'assets', 'index-3f2a1b.js'), APP_JS);
    await writeFile(join(dist, 'assets', 'index-9c8d7e.css'), 'body{background:#f3f4f6}\n');
    running = await startTestApp({ env: { WEB_DIST: dist, ...env } });
  });
  afterAll(async () => {
    await running?.close();
    await rm(dist, { recursive: true, force: true });
  });
  return {
    dist: () => dist,
    client: () => running!.client,
    get: (path: string, headers: Record<string, string> = {}) =>
      fetch(`${running!.baseUrl}${path}`, { headers }),
  };
}

/** A page as built, without the data the server writes in (launch-data and page-data tests). */
const withoutLaunchData = (html: string) =>
  html.replaceAll(
    /<script type="application\/json" id="(?:launch|page)-data">[^<]*<\/script>/g,
    '',
  );

/** The img-src directive of an answer's Content-Security-Policy. */
const imgSrc = (res: Response) =>
  (res.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('img-src'));

describe('a built web app (WEB_DIST)', () => {
  const { dist, client, get } = useBuiltApp();

  it('serves index.html at / to be revalidated on every visit', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(withoutLaunchData(await res.text())).toBe(INDEX);
  });

  it('lets the app page run scripts from our own files only', async () => {
    for (const path of ['/', '/index.html']) {
      const csp = (await get(path)).headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, path).toContain("object-src 'none'");
    }
  });

  it('tells the browser to send other sites our origin only, and lets only this origin locate', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await get(path);
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy'), path).toBe(
        'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
      );
    }
  });

  it.each(['/sw.js', '/manifest.webmanifest', '/index.html'])(
    'serves %s with no-cache',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('sends index.html compressed, and answers 304 to a browser that has it', async () => {
    const br = await get('/', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(withoutLaunchData(await br.text())).toBe(INDEX);
    const gzip = await get('/index.html', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(withoutLaunchData(await gzip.text())).toBe(INDEX);
    const etag = br.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await get('/', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('lets images load from our own origin only when no tile server is set', async () => {
    const res = await get('/');
    expect(imgSrc(res)).toBe("img-src 'self' data: blob:");
    expect(await res.text()).not.toContain('map-tile-url');
  });

  it('serves hashed assets as immutable for a year', async () => {
    for (const path of ['/assets/index-3f2a1b.js', '/assets/index-9c8d7e.css']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(IMMUTABLE);
    }
  });

  it('puts nosniff and the server time on every file', async () => {
    for (const path of ['/', '/sw.js', '/assets/index-3f2a1b.js']) {
      const res = await get(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get(Header.serverTime), path).toMatch(/^\d{13}$/);
    }
  });

  it('sends precompressed brotli or gzip to a browser that accepts it', async () => {
    expect(existsSync(join(dist(), 'assets', 'index-3f2a1b.js.br'))).toBe(true);
    expect(existsSync(join(dist(), 'assets', 'index-3f2a1b.js.gz'))).toBe(true);
    const br = await get('/assets/index-3f2a1b.js', { 'Accept-Encoding': 'br, gzip' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(await br.text()).toBe(APP_JS);
    const gzip = await get('/assets/index-3f2a1b.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(APP_JS);
  });

  it('answers 404 for a file that is not there', async () => {
    const res = await get('/assets/missing-000000.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('still answers the API beside the files', async () => {
    expect(
      await client()
        .fetch('/v1/user/region_list/')
        .then((r) => r.status),
    ).toBe(200);
  });
});

describe('no web build', () => {
  const ctx = useTestApp();

  it('answers / with a note to build the web app, and the API still runs', async () => {
    const res = await fetch(`${ctx().baseUrl}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toContain('npm run build');
    expect((await fetch(`${ctx().baseUrl}/healthz`)).status).toBe(200);
  });
});

describe('a built web app with a tile server (MAP_TILE_URL)', () => {
  const { get } = useBuiltApp({
    MAP_TILE_URL: 'https://tiles.example.com/osm/{z}/{x}/{y}.png?key=a&b="c"',
    MAP_TILE_ATTRIBUTION: '© OpenStreetMap <contributors>',
  });

  it('writes the tile server into index.html and lets its images load', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await get(path, { 'Accept-Encoding': 'br' });
      expect(imgSrc(res), path).toBe("img-src 'self' data: blob: https://tiles.example.com");
      const html = await res.text();
      expect(html, path).toContain(
        '<meta name="map-tile-url" content="https://tiles.example.com/osm/{z}/{x}/{y}.png?key=a&amp;b=&quot;c&quot;" />',
      );
      expect(html, path).toContain(
        '<meta name="map-tile-attribution" content="© OpenStreetMap &lt;contributors&gt;" />',
      );
      expect(html.indexOf('map-tile-url'), path).toBeLessThan(html.indexOf('</head>'));
    }
  });
});

describe('Strict-Transport-Security', () => {
  const behindProxy = useBuiltApp();
  const noProxy = useBuiltApp({ TRUST_PROXY: '' });
  const https = { 'X-Forwarded-Proto': 'https' };
  const hsts = (res: Response) => res.headers.get('strict-transport-security');

  it('is sent on pages, files and API answers when a trusted proxy says the request came over HTTPS', async () => {
    for (const path of ['/', '/sw.js', '/assets/index-3f2a1b.js', '/v1/user/region_list/']) {
      expect(hsts(await behindProxy.get(path, https)), path).toBe('max-age=31536000');
    }
  });

  it('is not sent over plain HTTP', async () => {
    expect(hsts(await behindProxy.get('/'))).toBeNull();
    expect(hsts(await behindProxy.get('/', { 'X-Forwarded-Proto': 'http' }))).toBeNull();
  });

  it('is not sent on the word of a proxy TRUST_PROXY does not trust', async () => {
    expect(hsts(await noProxy.get('/', https))).toBeNull();
  });
});

describe('a built web app with a public media URL (PUBLIC_MEDIA_URL)', () => {
  const { get } = useBuiltApp({ PUBLIC_MEDIA_URL: 'https://cdn.example.com/media/' });

  it('lets the page load images from its origin', async () => {
    expect(imgSrc(await get('/'))).toBe("img-src 'self' data: blob: https://cdn.example.com");
  });
});
