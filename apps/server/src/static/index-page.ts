import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MapTilesConfig } from '../map-tiles-config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './html-escape';

/** The names the web app reads (apps/web/src/lib/mapTiles.ts). */
export const MAP_TILE_URL_META = 'map-tile-url';
export const MAP_TILE_ATTRIBUTION_META = 'map-tile-attribution';

/** index.html as this server sends it: the run-time settings written in, compressed once. */
export interface IndexPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * Writes the tile server into the page as meta tags, so that the settings come from the
 * environment at start-up rather than from the build, and reach the page in the same answer as
 * the Content-Security-Policy that lets its tiles load (a service worker's cached copy keeps the
 * two in step).
 */
export function withMapTiles(html: string, mapTiles: MapTilesConfig | null): string {
  if (!mapTiles) return html;
  const meta =
    `<meta name="${MAP_TILE_URL_META}" content="${escapeHtml(mapTiles.urlTemplate)}" />` +
    `<meta name="${MAP_TILE_ATTRIBUTION_META}" content="${escapeHtml(mapTiles.attribution)}" />`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : meta + html;
}

/**
 * The page and its compressed forms. index.html is compressed a few times a day and takes the
 * smallest; a share page, one of many kept for a second, a quick level that costs about a
 * millisecond.
 */
export function prepareIndexPage(
  html: string,
  brotliQuality: number = constants.BROTLI_MAX_QUALITY,
): IndexPage {
  const body = Buffer.from(html);
  return {
    html: body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
    // Weak: the brotli, gzip and plain answers share it, and they are not the same bytes.
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
}

/** Whether the browser's copy (If-None-Match) is this page: weak comparison, as for a GET. */
export function isCurrent(page: IndexPage, ifNoneMatch: string | undefined): boolean {
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return (ifNoneMatch ?? '').split(',').some((tag) => weak(tag) === weak(page.etag));
}

/** The best encoding the request accepts: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Sends a prepared page: revalidated each use, 304 when current, compressed as accepted. */
export function sendIndexPage(
  page: IndexPage,
  headers: Record<string, string>,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  reply
    .headers(headers)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .header('ETag', page.etag)
    .type('text/html; charset=utf-8');
  if (isCurrent(page, request.headers['if-none-match'])) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(encoding ? page[encoding] : page.html);
}
