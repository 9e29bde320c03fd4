import { Code, type Article } from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import type { ContentDeps } from '../../core/content/deps';
import { viewedItem } from '../../core/content/detail';
import { isPublic } from '../../core/content/visibility';
import { createItemRepository } from '../../core/content/item.repository';
import { ARTICLES, PUBLISHED } from '../../core/content/kinds';
import { Refusal } from '../../lib/envelope';
import { claimOrRefuse, secondsLeft } from '../../limits/rate-limiter';
import { presentArticle } from './article.presenter';
import { createArticleRepository } from './article.repository';
import { prepareArticle, type ArticleFields } from './article-values';
import { ArticleReasons } from './reasons';
import { ArticleLimits } from './rules';

const notFound = () => new Refusal(Code.notFound, ArticleReasons.articleNotFound);

/** Publishing, the owner's writes and the detail; a write on another's article is a 404. */
export function createArticleService(deps: ContentDeps) {
  const articles = createArticleRepository(deps.db);
  const items = createItemRepository(deps.db, ARTICLES);

  return {
    /** Published at once; the day's limit is claimed with the insert, so a refused one spends none. */
    async create(input: ArticleFields, user: SessionUser): Promise<Article> {
      const prepared = await prepareArticle(deps, input);
      const now = deps.now();
      const id = await deps.db.transaction().execute(async (trx) => {
        await claimOrRefuse(deps.limiter, trx, ArticleLimits.articlesPerUser, user.id, (ms) =>
          ArticleReasons.articleTooOften(Math.ceil(secondsLeft(ms) / 3600)),
        );
        return articles.insert(
          {
            ...prepared.columns,
            user_id: user.id,
            status: PUBLISHED,
            created_at: now,
            updated_at: now,
          },
          prepared.imageIds,
          trx,
        );
      });
      return this.detail(id, user);
    },

    async update(id: number, input: ArticleFields, user: SessionUser): Promise<Article> {
      // Ownership first: another user's id answers 404 before their input is even looked at.
      const current = await items.findHeader(id);
      if (!current || current.user_id !== user.id || current.status === 'deleted') throw notFound();
      const prepared = await prepareArticle(deps, input);
      const edited = await articles.edit(
        id,
        user.id,
        { ...prepared.columns, updated_at: deps.now() },
        prepared.imageIds,
      );
      if (!edited) throw notFound();
      return this.detail(id, user);
    },

    async remove(ids: readonly number[], user: SessionUser): Promise<{ deletedIds: number[] }> {
      const deleted = new Set(await articles.markDeleted([...new Set(ids)], user.id, deps.now()));
      return { deletedIds: [...new Set(ids)].filter((id) => deleted.has(id)) };
    },

    /**
     * Others see a published article (and count `reader`'s view); the author sees theirs, with
     * body. The answer after a write passes no reader.
     */
    async detail(id: number, user: SessionUser | null, reader?: string): Promise<Article> {
      const userId = user?.id ?? null;
      const found = await articles.findForViewer(id, userId);
      const row = viewedItem(ARTICLES, deps.views, found, userId, deps.now(), reader);
      return presentArticle(row, await deps.catalog.snapshot(), userId);
    },

    /** The article as a visitor sees it, for its share page; else its region, never its text. */
    async shared(
      id: number,
    ): Promise<{ article: Article } | { absent: 404; regionId: number | null }> {
      const row = await articles.findForViewer(id, null);
      if (row && isPublic(ARTICLES, row, deps.now())) {
        return { article: presentArticle(row, await deps.catalog.snapshot(), null) };
      }
      return { absent: 404, regionId: row?.region_id ?? null };
    },
  };
}
