import { SharePath, type Article } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import type { ContentDeps } from '../../core/content/deps';
import { absentDocument, absoluteUrl, dayOf, shareId } from '../../core/content/share-page';
import { escapeHtml } from '../../static/html-escape';
import type { ShareDocument } from '../../static/share-document';
import type { createArticleService } from './article.service';
import { articleSitemap } from './sitemap.repository';

/**
 * An article's share page (decision 0039): its body as the app shows it (the HTML the article
 * renderer sanitized, decision 0007) and schema.org data of an Article.
 */
export function articleDocument(article: Article, origin: string): ShareDocument {
  const url = `${origin}${SharePath.article(article.id)}`;
  const image = article.cover ? absoluteUrl(article.cover.thumbUrl, origin) : null;
  const body = `<main class="share"><article>
<h1>${escapeHtml(article.title)}</h1>
<p class="meta">${escapeHtml(article.regionPathName)} · ${escapeHtml(article.author.nickName)} · <time datetime="${article.createdAt}">${dayOf(article.createdAt)}</time></p>
<div class="body">${article.bodyHtml}</div>
<p><a href="${SharePath.region(article.regionId)}">更多${escapeHtml(article.regionPathName)}的信息</a></p>
</article></main>`;
  return {
    status: 200,
    title: article.title,
    description: article.summary,
    url,
    image,
    ogType: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.summary,
      url,
      mainEntityOfPage: url,
      ...(image ? { image } : {}),
      datePublished: article.createdAt,
      dateModified: article.updatedAt,
      author: { '@type': 'Person', name: article.author.nickName },
      contentLocation: { '@type': 'Place', name: article.regionPathName },
    },
    body,
  };
}

/** /a/{id}, and the articles' part of the sitemap. */
export function articleShareRoutes(
  app: FastifyInstance,
  deps: ContentDeps,
  articles: ReturnType<typeof createArticleService>,
): void {
  app.get<{ Params: { id: string } }>('/a/:id', (request, reply) =>
    app.sharePages.send(request, reply, async (origin) => {
      const id = shareId(request.params.id);
      const found =
        id === null ? { absent: 404 as const, regionId: null } : await articles.shared(id);
      if ('article' in found) return articleDocument(found.article, origin);
      return absentDocument(found.absent, found.regionId, await deps.catalog.snapshot());
    }),
  );
  app.sitemap.add(articleSitemap(deps.db));
}
