import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseCache } from '../lib/response-cache';
import type { MapTilesConfig } from '../map-tiles-config';
import { prepareIndexPage, sendIndexPage, withMapTiles, type IndexPage } from './index-page';
import type { FirstViews } from './first-view';
import { launchDataScript, pageDataScript, withLaunchData, type LaunchData } from './launch-data';
import { pageHeaders } from './page-headers';
import { appDocument, bareDocument, type ShareDocument } from './share-document';

/** Brotli's level for share pages: near the best size for 50 KB of HTML at about a millisecond. */
const SHARE_PAGE_BROTLI_QUALITY = 5;
/** Compressed pages kept, the most recently sent; the rest are compressed again when asked. */
const PREPARED_PAGES_KEPT = 500;

/** A host header we may write into a page: a name or an address, and a port. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface SharePagesOptions {
  webDist: string;
  mapTiles: MapTilesConfig | null;
  mediaOrigin: string | null;
  /** PUBLIC_URL as set; null: the request's own origin. */
  publicUrl: string | null;
  /** The origin when the request's Host cannot be used (config's publicUrl default). */
  fallbackOrigin: string;
  cache: ResponseCache;
  /** Written into each page that starts the app, as into index.html. */
  launchData: LaunchData;
  /** A visitor's first view of the page, rendered into it when the page carries its data. */
  firstViews: FirstViews;
}

export interface SharePages {
  /** The absolute origin links on a page start with: PUBLIC_URL, else the request's. */
  origin(request: FastifyRequest): string;
  /**
   * Answers what `render` builds for the request's origin. A page (200) is kept like a visitor's
   * public read (decision 0009), keyed by origin and path, with the launch data and the page's
   * own first data (a visitor's answers, decision 0043); a refusal is computed each time, as the
   * API's are, and sent without the app or any data (its script would only show the app's 404).
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    render: (origin: string) => Promise<ShareDocument>,
  ): Promise<FastifyReply>;
  /** A text answer (robots.txt, sitemaps) kept the same way. */
  sendText(
    request: FastifyRequest,
    reply: FastifyReply,
    type: string,
    render: (origin: string) => Promise<string>,
  ): Promise<FastifyReply>;
}

class Refused {
  constructor(
    readonly status: number,
    readonly html: string,
  ) {}
}

export async function createSharePages(options: SharePagesOptions): Promise<SharePages> {
  const index = join(options.webDist, 'index.html');
  const template = existsSync(index)
    ? withMapTiles(await readFile(index, 'utf8'), options.mapTiles)
    : null;
  const headers = pageHeaders(options.mapTiles, options.mediaOrigin);
  const { cache } = options;

  const origin = (request: FastifyRequest) => {
    if (options.publicUrl) return options.publicUrl;
    return HOST.test(request.host)
      ? `${request.protocol}://${request.host}`
      : options.fallbackOrigin;
  };
  const load = async (key: string, compute: () => Promise<string>) =>
    cache.enabled ? (await cache.load(key, compute)).value : compute();
  const keyOf = (request: FastifyRequest, at: string) =>
    `share ${at}${request.url.split('?')[0] ?? ''}`;
  // A page with its first view is some 50 KB: sent compressed, and compressed once for as long as
  // the cache keeps its text.
  const prepared = new Map<string, { text: string; page: IndexPage }>();
  const compressed = (key: string, text: string): IndexPage => {
    const kept = prepared.get(key);
    if (kept?.text === text) return kept.page;
    const page = prepareIndexPage(text, SHARE_PAGE_BROTLI_QUALITY);
    prepared.delete(key);
    prepared.set(key, { text, page });
    if (prepared.size > PREPARED_PAGES_KEPT) prepared.delete(prepared.keys().next().value!);
    return page;
  };

  return {
    origin,
    async send(request, reply, render) {
      const at = origin(request);
      const key = keyOf(request, at);
      try {
        const html = await load(key, async () => {
          const doc = await render(at);
          if (doc.status !== 200) throw new Refused(doc.status, bareDocument(doc, at));
          if (!template) return bareDocument(doc, at);
          const launch = await options.launchData.answers();
          const pageData = doc.pageData ?? [];
          const script = launchDataScript(launch) + pageDataScript(pageData);
          const html = appDocument(withLaunchData(template, script), doc, at);
          // Without the page's data the app's view would be its loading state: the document's
          // own content is a better first paint.
          if (pageData.length === 0) return html;
          return options.firstViews.write(html, {
            path: request.url.split('?')[0] ?? '/',
            launch,
            pageData,
          });
        });
        return sendIndexPage(compressed(key, html), headers, request, reply);
      } catch (err) {
        if (err instanceof Refused) {
          reply
            .headers(headers)
            .header('Cache-Control', 'no-cache')
            .type('text/html; charset=utf-8');
          return reply.code(err.status).send(err.html);
        }
        throw err;
      }
    },
    async sendText(request, reply, type, render) {
      const at = origin(request);
      const text = await load(keyOf(request, at), () => render(at));
      return reply.header('Cache-Control', 'no-cache').type(type).send(text);
    },
  };
}
