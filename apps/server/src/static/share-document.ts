import type { PageCall } from '@huaren/contract/app';
import { escapeHtml, jsonForScript } from './html-escape';

/** The site's name in titles, og:site_name and the bar of every share page. */
export const SITE_NAME = '华人生活圈';
/** The branded card a chat preview shows for content without a photo (apps/web/public). */
export const DEFAULT_CARD_PATH = '/share-card.png';

/** A page a crawler or a chat preview reads (decision 0039); every string in it is plain text. */
export interface ShareDocument {
  status: 200 | 404 | 410;
  title: string;
  description: string;
  /** Absolute URL of the page (canonical, og:url); null on a refusal. */
  url: string | null;
  /** Absolute URL of the preview picture; the default card when null. */
  image: string | null;
  ogType: 'website' | 'article';
  /** schema.org data, or null. */
  jsonLd: unknown;
  /** The page's content as HTML, its user text escaped by whoever built it (escapeHtml). */
  body: string;
  /** What the app's first view of the page asks, answered for a visitor (decision 0043). */
  pageData?: PageCall[];
  /** The photo that is the page's largest paint, preloaded from the head. */
  largestPhoto?: ResponsivePhoto;
}

/** An image as `<img>` and `<link rel="preload">` both name it, so the browser fetches it once. */
export interface ResponsivePhoto {
  src: string;
  srcset: string;
  sizes: string;
}

/** The head's preload of the largest photo, with the renditions the `<img>` offers. */
export function photoPreload(photo: ResponsivePhoto): string {
  return `<link rel="preload" as="image" href="${escapeHtml(photo.src)}" imagesrcset="${escapeHtml(photo.srcset)}" imagesizes="${escapeHtml(photo.sizes)}" fetchpriority="high" />`;
}

/** Styles of the server-rendered content; inline styles are allowed by the page's CSP. */
const STYLE = `<style>
.share{padding:16px;background:#fff;font:15px/1.6 -apple-system,BlinkMacSystemFont,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;color:#1f2329}
.share h1{margin:0 0 8px;font-size:19px;line-height:1.4}
.share .price{margin:0 0 8px;color:#c4262e;font-size:18px;font-weight:600}
.share .meta{margin:0 0 12px;color:#6b6f74;font-size:13px}
.share .text{white-space:pre-wrap;overflow-wrap:anywhere;margin:0 0 12px}
.share img{display:block;max-width:100%;height:auto;margin:0 0 12px;border-radius:6px}
.share ul{list-style:none;margin:0;padding:0}
.share li{padding:10px 0;border-bottom:1px solid #e5e7eb}
.share a{color:#1b6b2d}
</style>`;

/** The head tags of a document: title, description, Open Graph, Twitter card, canonical, JSON-LD. */
export function headOf(doc: ShareDocument, origin: string): string {
  const title = `${doc.title} - ${SITE_NAME}`;
  const image = doc.image ?? `${origin}${DEFAULT_CARD_PATH}`;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', doc.description),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', doc.ogType),
    meta('property', 'og:title', doc.title),
    meta('property', 'og:description', doc.description),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', doc.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', doc.title),
    meta('name', 'twitter:description', doc.description),
    meta('name', 'twitter:image', image),
  ];
  if (doc.url) {
    tags.push(meta('property', 'og:url', doc.url));
    tags.push(`<link rel="canonical" href="${escapeHtml(doc.url)}" />`);
  }
  if (doc.status !== 200) tags.push(meta('name', 'robots', 'noindex'));
  if (doc.largestPhoto) tags.push(photoPreload(doc.largestPhoto));
  if (doc.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(doc.jsonLd)}</script>`);
  }
  return `${tags.join('\n    ')}\n    ${STYLE}`;
}

/** The column and the green bar of index.html's boot screen, around the page's content. */
export function rootOf(doc: ShareDocument): string {
  return `<div class="boot"><p class="boot-bar">${SITE_NAME}</p>${doc.body}</div>`;
}

/** A page without the app: refusals, and any page when the web app is not built. */
export function bareDocument(doc: ShareDocument, origin: string): string {
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <style>html,body{margin:0;background:#e5e7eb}.boot{max-width:480px;min-height:100vh;margin:0 auto;background:#f3f4f6}.boot-bar{height:45px;margin:0;background:#217f35;color:#fff;font:700 19px/45px sans-serif;text-align:center}</style>
    ${headOf(doc, origin)}
  </head>
  <body>
    <div id="root">${rootOf(doc)}</div>
  </body>
</html>
`;
}

/**
 * index.html made into the document's page: its title and description replaced by the
 * document's head, its boot screen by the content, and its relative asset URLs (the build's
 * `base: './'`) made absolute, since the page lives at /p/12 rather than at /. The app's entry
 * script stays: it finds the share path and moves to the item's hash route (decision 0039).
 */
export function appDocument(template: string, doc: ShareDocument, origin: string): string {
  return template
    .replaceAll(/(\s(?:src|href))="\.\//g, '$1="/')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => headOf(doc, origin))
    .replace(/<div id="root">[\s\S]*<\/div>(\s*)<\/body>/, (_all, space: string) => {
      return `<div id="root">${rootOf(doc)}</div>${space}</body>`;
    });
}
