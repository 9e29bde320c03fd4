import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { MapTilesConfig } from '../map-tiles-config';
import { prepareIndexPage, sendIndexPage, withMapTiles, type IndexPage } from './index-page';
import { launchDataScript, pageDataScript, withLaunchData } from './launch-data';
import type { FirstViews } from './first-view';
import { pageHeaders } from './page-headers';
import { precompressDir } from './precompress';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The built web app at `/`. Files under assets/ carry a content hash in their names and never
 * change, so browsers keep them for a year; everything else (index.html, sw.js, the manifest,
 * icons) is revalidated on each use so that a new release is picked up at the next visit. The
 * app is hash-routed, so a path that is not a file is a real 404. index.html itself is sent from
 * memory, with the run-time settings and the launch data written in (static/index-page.ts,
 * static/launch-data.ts); the launch data is kept like the public reads (decision 0009).
 */
export async function webAppRoutes(
  app: FastifyInstance,
  {
    webDist,
    mapTiles,
    mediaOrigin,
    firstViews,
  }: {
    webDist: string;
    mapTiles: MapTilesConfig | null;
    mediaOrigin: string | null;
    firstViews: FirstViews;
  },
): Promise<void> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built; / answers a note (run `npm run build`)');
    app.get('/', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          'The web app is not built yet: run `npm run build`, then restart the server. The API is up under /v1/user/.\n',
        ),
    );
    return;
  }

  const headers = pageHeaders(mapTiles, mediaOrigin);
  const template = withMapTiles(await readFile(join(webDist, 'index.html'), 'utf8'), mapTiles);
  const compute = async () => {
    const launch = await app.launchData.answers();
    const pageData = await app.launchData.indexCalls(launch);
    const html = withLaunchData(template, launchDataScript(launch) + pageDataScript(pageData));
    return firstViews.write(html, { path: '/', launch, pageData });
  };
  const { publicCache } = app;
  // Compressed once per distinct page: while the launch data stays the same, so do the bytes and
  // the ETag, and a browser's copy stays current across the cache's refreshes.
  let index: IndexPage | null = null;
  let indexHtml = '';
  const current = async () => {
    const html = publicCache.enabled
      ? (await publicCache.load('index.html', compute)).value
      : await compute();
    if (!index || html !== indexHtml) {
      index = prepareIndexPage(html);
      indexHtml = html;
    }
    return index;
  };
  for (const url of ['/', '/index.html']) {
    app.get(url, async (request, reply) => sendIndexPage(await current(), headers, request, reply));
  }

  const started = Date.now();
  const { written, failed } = await precompressDir(webDist);
  if (written > 0 || failed > 0) {
    app.log.info({ written, failed, ms: Date.now() - started }, 'web app precompressed (br, gzip)');
  }
  if (failed > 0)
    app.log.warn({ webDist }, 'some files could not be precompressed; they are sent uncompressed');

  await app.register(fastifyStatic, {
    root: webDist,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (reply, path) => {
      const inAssets = relative(webDist, path).startsWith(`assets${sep}`);
      reply.header('Cache-Control', inAssets ? IMMUTABLE : REVALIDATE);
      // The same URL may be sent as brotli, gzip or plain: shared caches must key on the encoding.
      reply.header('Vary', 'Accept-Encoding');
      if (path.endsWith('.html')) reply.headers(headers);
    },
  });
}
