import { postList } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import type { ContentDeps } from '../../core/content/deps';
import { absentDocument, shareId } from '../../core/content/share-page';
import type { FeedService } from './feed.service';
import { LIST_PAGE_SIZE, listDocument } from './list-page';
import type { PostService } from './post.service';
import { postDocument } from './share-page';
import { postSitemap } from './sitemap.repository';

/**
 * The posts' pages at real paths (decision 0039): a post at /p/{id}, a region's list at
 * /r/{regionId} and a category's in it at /r/{regionId}/c/{categoryId}, from the API's own
 * queries (the visitor's detail, the public list), and their part of the sitemap.
 */
export function postShareRoutes(
  app: FastifyInstance,
  deps: ContentDeps,
  posts: PostService,
  feed: FeedService,
): void {
  const pages = app.sharePages;
  app.get<{ Params: { id: string } }>('/p/:id', (request, reply) =>
    pages.send(request, reply, async (origin) => {
      const id = shareId(request.params.id);
      const found = id === null ? { absent: 404 as const, regionId: null } : await posts.shared(id);
      if ('post' in found) return postDocument(found.post, origin);
      return absentDocument(found.absent, found.regionId, await deps.catalog.snapshot());
    }),
  );
  const list = (regionRaw: string, categoryRaw: string | undefined) => async (origin: string) => {
    const catalog = await deps.catalog.snapshot();
    const regionId = shareId(regionRaw);
    const categoryId = categoryRaw === undefined ? null : shareId(categoryRaw);
    const region = regionId === null ? undefined : catalog.place(regionId);
    const category = categoryId === null ? undefined : catalog.category(categoryId);
    if (!region || (categoryRaw !== undefined && !category)) {
      return absentDocument(404, null, catalog);
    }
    // The app's first page of this list as a visitor asks it (no size: the default); the page
    // carries the answer, so the app lists at once (decision 0043).
    const input = {
      regionId: region.id,
      ...(category && categoryId !== null ? { categoryId } : {}),
      sort: 'latest' as const,
    };
    const page = await feed.list({ ...input, pageSize: LIST_PAGE_SIZE });
    const named = category && categoryId !== null ? { id: categoryId, name: category.name } : null;
    return {
      ...listDocument(region, named, page.list, origin),
      pageData: [{ path: postList.path, input, output: page }],
    };
  };
  app.get<{ Params: { regionId: string } }>('/r/:regionId', (request, reply) =>
    pages.send(request, reply, list(request.params.regionId, undefined)),
  );
  app.get<{ Params: { regionId: string; categoryId: string } }>(
    '/r/:regionId/c/:categoryId',
    (request, reply) =>
      pages.send(request, reply, list(request.params.regionId, request.params.categoryId)),
  );
  app.sitemap.add(postSitemap(deps.db, deps.now));
}
