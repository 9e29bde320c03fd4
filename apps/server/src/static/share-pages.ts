import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseCache } from '../lib/response-cache';
import type { MapTilesConfig } from '../map-tiles-config';
import { withMapTiles } from './index-page';
import { pageDataScript, withLaunchData, type LaunchData } from './launch-data';
import { pageHeaders } from './page-headers';
import { appDocument, bareDocument, type ShareDocument } from './share-document';

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

  return {
    origin,
    async send(request, reply, render) {
      const at = origin(request);
      reply.headers(headers).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
      try {
        const html = await load(keyOf(request, at), async () => {
          const doc = await render(at);
          if (doc.status !== 200) throw new Refused(doc.status, bareDocument(doc, at));
          if (!template) return bareDocument(doc, at);
          const script = (await options.launchData.script()) + pageDataScript(doc.pageData ?? []);
          return appDocument(withLaunchData(template, script), doc, at);
        });
        return reply.send(html);
      } catch (err) {
        if (err instanceof Refused) return reply.code(err.status).send(err.html);
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
