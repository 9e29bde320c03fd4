import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { precompressDir } from '../static/precompress';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * For the app's HTML. Scripts come only from our own files, so markup that slipped into a page
 * (an article body is the one place HTML from users is inserted) cannot run. Inline styles stay
 * allowed: index.html paints its boot screen with one and antd-mobile sets style attributes.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The built web app at `/`. Files under assets/ carry a content hash in their names and never
 * change, so browsers keep them for a year; everything else (index.html, sw.js, the manifest,
 * icons) is revalidated on each use so that a new release is picked up at the next visit. The
 * app is hash-routed, so a path that is not a file is a real 404.
 */
export async function installWebApp(app: FastifyInstance, webDist: string): Promise<void> {
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
    setHeaders: (res, path) => {
      const inAssets = relative(webDist, path).startsWith(`assets${sep}`);
      res.setHeader('Cache-Control', inAssets ? IMMUTABLE : REVALIDATE);
      // The same URL may be sent as brotli, gzip or plain: shared caches must key on the encoding.
      res.setHeader('Vary', 'Accept-Encoding');
      if (path.endsWith('.html')) res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    },
  });
}
