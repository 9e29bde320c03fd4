import type { Plugin } from 'vite';
import { builtIndexHtml } from './builtIndexHtml';

/**
 * The home page is lazily loaded like every page, yet it is what nearly every visit opens
 * first. Preloading its chunk, the chunks it imports and its CSS from index.html saves the
 * round trip that would otherwise start only after the entry script has run.
 */
export function preloadStartPage(pageModule: string): Plugin {
  return builtIndexHtml('preload-start-page', (html, bundle) => {
    const page = Object.values(bundle).find(
      (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith(pageModule),
    );
    if (!page || page.type !== 'chunk') {
      throw new Error(`preload-start-page: no chunk for ${pageModule}`);
    }
    const scripts = [page.fileName, ...page.imports].filter((file) => !html.includes(file));
    const styles = [page, ...page.imports.map((file) => bundle[file])].flatMap((chunk) =>
      chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [],
    );
    return [
      ...scripts.map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
        injectTo: 'head' as const,
      })),
      ...styles
        .filter((file) => !html.includes(file))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `./${file}` },
          injectTo: 'head' as const,
        })),
    ];
  });
}
