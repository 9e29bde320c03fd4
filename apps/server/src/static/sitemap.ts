import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './html-escape';
import { isoTime } from '../lib/iso-time';

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_FILE_URLS = 50_000;

/** A kind of page in the sitemap; a feature adds its own (posts, articles). */
export interface SitemapSection {
  /** In file names: /sitemaps/{name}-{n}.xml. */
  name: string;
  /** The highest id there may be (any status): how many files the section spans. */
  lastId(): Promise<number>;
  /** The public items with ids in (afterId, throughId], by id: their page's path and last change. */
  entries(afterId: number, throughId: number): Promise<{ path: string; updatedAt: number }[]>;
}

export interface Sitemap {
  add(section: SitemapSection): void;
}

const XML = 'application/xml; charset=utf-8';
const FILE = /^([a-z]+)-([1-9]\d{0,8})\.xml$/;
/**
 * robots.txt and the sitemap (decision 0039): an index naming one file per 50,000 ids of each
 * section, so that a file holds at most 50,000 URLs whatever the statuses, and a file's URLs are
 * found by a range of the primary key. Kept like the public reads (decision 0009): a write empties
 * the cache, so a published or hidden item joins or leaves the files within the TTL.
 */
export function sitemapRoutes(app: FastifyInstance, sections: SitemapSection[]): void {
  const pages = app.sharePages;
  app.get('/robots.txt', (request, reply) =>
    pages.sendText(request, reply, 'text/plain; charset=utf-8', async (origin) =>
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /v1/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),
    ),
  );
  app.get('/sitemap.xml', (request, reply) =>
    pages.sendText(request, reply, XML, async (origin) => {
      const files: string[] = [];
      for (const section of sections) {
        const count = Math.ceil((await section.lastId()) / SITEMAP_FILE_URLS);
        for (let n = 1; n <= count; n++) {
          files.push(`<sitemap><loc>${origin}/sitemaps/${section.name}-${n}.xml</loc></sitemap>`);
        }
      }
      return xml('sitemapindex', files);
    }),
  );
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const [, name, n] = FILE.exec(request.params.file) ?? [];
    const section = sections.find((s) => s.name === name);
    if (!section) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
    const through = Number(n) * SITEMAP_FILE_URLS;
    return pages.sendText(request, reply, XML, async (origin) => {
      const entries = await section.entries(through - SITEMAP_FILE_URLS, through);
      const urls = entries.map(
        (e) =>
          `<url><loc>${escapeHtml(origin + e.path)}</loc><lastmod>${isoTime(e.updatedAt)}</lastmod></url>`,
      );
      return xml('urlset', urls);
    });
  });
}

function xml(root: 'urlset' | 'sitemapindex', items: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</${root}>\n`;
}
