import type { IndexHtmlTransformContext, IndexHtmlTransformResult, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/**
 * A build-only plugin that rewrites index.html last, knowing the files of the bundle it links;
 * the dev server has no bundle and keeps the page as it is.
 */
export function builtIndexHtml(
  name: string,
  transform: (html: string, bundle: Bundle) => IndexHtmlTransformResult,
): Plugin {
  return {
    name,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => (bundle ? transform(html, bundle) : html),
    },
  };
}
