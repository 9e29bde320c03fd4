import type { Plugin } from 'vite';
import { APP_CHUNKS_ELEMENT_ID } from '@huaren/contract/app';
import { builtIndexHtml } from './builtIndexHtml';

const link = (attrs: Record<string, string>) =>
  `<link ${Object.entries(attrs)
    .map(([name, value]) => (value === '' ? name : `${name}="${value}"`))
    .join(' ')}>`;

/**
 * Preloads a lazily loaded module from index.html: its chunk, the chunks it imports and its CSS,
 * which saves the round trips from one chunk to the next. Used for the app itself and for the
 * home page, what nearly every visit opens first. The links wait in a `<template>`
 * (`APP_CHUNKS_ELEMENT_ID`) until main.tsx puts them in the head after the first paint: fetched
 * sooner, the code's 150 KB would hold back the page's own bytes on a phone's connection, and the
 * first paint would wait for it. `mark` names an attribute the links carry: a page the server
 * rendered (decision 0047) swaps the home page's links for its own page's.
 */
export function preloadChunk(module: string, mark?: string): Plugin {
  return builtIndexHtml(`preload-chunk ${module}`, (html, bundle) => {
    const chunk = Object.values(bundle).find(
      (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith(module),
    );
    if (!chunk || chunk.type !== 'chunk') {
      throw new Error(`preload-chunk: no chunk for ${module}`);
    }
    const marked: Record<string, string> = mark ? { [mark]: '' } : {};
    const scripts = [chunk.fileName, ...chunk.imports].filter((file) => !html.includes(file));
    const styles = [chunk, ...chunk.imports.map((file) => bundle[file])].flatMap((item) =>
      item?.type === 'chunk' ? [...(item.viteMetadata?.importedCss ?? [])] : [],
    );
    const links = [
      ...scripts.map((file) =>
        link({ rel: 'modulepreload', crossorigin: '', href: `./${file}`, ...marked }),
      ),
      ...styles
        .filter((file) => !html.includes(file))
        .map((file) =>
          link({ rel: 'preload', as: 'style', crossorigin: '', href: `./${file}`, ...marked }),
        ),
    ].join('');
    const template = `<template id="${APP_CHUNKS_ELEMENT_ID}">`;
    return html.includes(template)
      ? html.replace(template, () => template + links)
      : html.replace('</head>', () => `${template}${links}</template></head>`);
  });
}
