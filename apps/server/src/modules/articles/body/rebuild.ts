import type { Rebuild } from '../../../lib/rebuild';
import { createArticleRepository } from '../article.repository';
import { BODY_RENDER_VERSION, renderBody, type ImageIdOf } from './render';

/**
 * The stored HTML of every article at the renderer's version (decision 0007: readers get the
 * stored HTML as is, so a change of the rendering policy renders every body again from its
 * Markdown). The text (summary, length) does not change, so only the HTML is written.
 */
export function articleHtmlRebuild(imageIdOf: ImageIdOf): Rebuild<{ id: number; body: string }> {
  return {
    name: 'article_html',
    version: BODY_RENDER_VERSION,
    rowsAfter: (afterId, limit, trx) => createArticleRepository(trx).bodiesAfter(afterId, limit),
    async rewrite(trx, articles) {
      const repository = createArticleRepository(trx);
      for (const article of articles) {
        await repository.setBodyHtml(article.id, renderBody(article.body, imageIdOf).html);
      }
    },
  };
}
