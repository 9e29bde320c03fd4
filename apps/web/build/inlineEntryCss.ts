import type { Plugin } from 'vite';
import { builtIndexHtml } from './builtIndexHtml';

/**
 * Writes the entry's stylesheet (a few KB) into index.html instead of linking it: a linked
 * stylesheet holds the first paint for one more round trip, which on a phone network costs more
 * than the bytes. The page's other styles stay in their chunks' files.
 */
export function inlineEntryCss(): Plugin {
  return builtIndexHtml('inline-entry-css', (html, bundle) =>
    html.replace(
      /<link rel="stylesheet" crossorigin href="\.\/(assets\/[^"]+\.css)">/g,
      (link, file: string) => {
        const asset = bundle[file];
        if (asset?.type !== 'asset') return link;
        return `<style>${String(asset.source)}</style>`;
      },
    ),
  );
}
