import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  APP_CHUNKS_ELEMENT_ID,
  APP_MODULE,
  FIRST_VIEW_ATTRIBUTE,
  type FirstViewInput,
  type FirstViewRenderer,
} from '@huaren/contract/app';
import type { FastifyBaseLogger } from 'fastify';
import { FIRST_VIEW_SWITCH_SCRIPT, NO_VIEW_TEMPLATE_ID } from './first-view-switch';
import { escapeHtml } from './html-escape';
import { pageAssetsOf } from './page-assets';

/**
 * Writes a visitor's first view of an entry page into its HTML (decision 0047): the web app's
 * own components rendered on the server from the answers the page carries, so the content paints
 * with the HTML and the app hydrates it. Without the server build of the web app (a test run
 * before `npm run build`), pages go out as before.
 */
export interface FirstViews {
  /** `html` (a page that starts the app) with the first view of `input.path`, if it has one. */
  write(html: string, input: FirstViewInput): Promise<string>;
}

const APP_CHUNKS = `<template id="${APP_CHUNKS_ELEMENT_ID}">`;
const ROOT = /<div id="root">([\s\S]*)<\/div>(\s*)<\/body>/;
/**
 * The build's preloads of the home page (apps/web/build/preloadChunk.ts), and of any style: the
 * page's styles are written into it.
 */
const REPLACED_LINKS = /<link [^>]*(?:data-start-page|rel="preload" as="style")[^>]*>\s*/g;

export async function loadFirstViews(webDist: string, log: FastifyBaseLogger): Promise<FirstViews> {
  // Built beside the web app (apps/web/package.json's build); WEB_DIST moves both.
  const entry = resolve(webDist, '..', 'dist-ssr', 'firstView.js');
  const index = join(webDist, 'index.html');
  if (!existsSync(entry) || !existsSync(index)) {
    log.warn({ entry }, 'no server build of the web app: entry pages are sent without their view');
    return { write: async (html) => html };
  }
  const renderer = (await import(pathToFileURL(entry).href)) as FirstViewRenderer;
  const assetsOf = pageAssetsOf(
    webDist,
    (await readFile(index, 'utf8')).replace(REPLACED_LINKS, ''),
    APP_MODULE,
  );
  return {
    async write(html, input) {
      let views;
      try {
        views = await renderer.renderFirstViews(input);
      } catch (err) {
        // The app renders it in the browser anyway: a page without its view, never a 500.
        log.error({ err, path: input.path }, 'first view failed to render');
        return html;
      }
      const [view, ...kept] = views;
      if (!view) return html;
      const assets = assetsOf(view.paths);
      const styles = [
        ...new Set([view, ...kept].flatMap((drawn) => assetsOf(drawn.paths).styles)),
      ].join('');
      // Only the drawn view's code is fetched early; a kept view's comes when the app starts.
      const chunks = assets.scripts
        .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
        .join('');
      const root = (boot: string) =>
        `<div id="root" ${FIRST_VIEW_ATTRIBUTE}="${escapeHtml(view.route)}">${view.html}</div>` +
        (input.path === '/'
          ? `<template id="${NO_VIEW_TEMPLATE_ID}">${boot}</template>` +
            kept
              .map(
                (other) =>
                  `<template ${FIRST_VIEW_ATTRIBUTE}="${escapeHtml(other.route)}">${other.html}</template>`,
              )
              .join('') +
            `<script>${FIRST_VIEW_SWITCH_SCRIPT}</script>`
          : '');
      return html
        .replace(REPLACED_LINKS, '')
        .replace('</head>', () => (styles ? `<style>${styles}</style></head>` : '</head>'))
        .replace(APP_CHUNKS, (template) => template + chunks)
        .replace(ROOT, (_all, boot: string, space: string) => `${root(boot)}${space}</body>`);
    },
  };
}
