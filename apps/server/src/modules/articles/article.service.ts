import { Code, type Article } from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import { Refusal } from '../../lib/envelope';
import { claimOrRefuse, secondsLeft } from '../../limits/rate-limiter';
import { presentArticle } from './article.presenter';
import { createArticleRepository, PUBLISHED } from './article.repository';
import { prepareArticle, type ArticleFields } from './article-values';
import type { ArticleDeps } from './deps';
import { createArticleLikeRepository, type LikeState } from './like.repository';
import { ArticleReasons } from './reasons';
import { ArticleLimits } from './rules';

const notFound = () => new Refusal(Code.notFound, ArticleReasons.articleNotFound);

/** Publishing, the owner's writes, the detail and likes; a write on another's article is a 404. */
export function createArticleService(deps: ArticleDeps) {
  const articles = createArticleRepository(deps.db);
  const likes = createArticleLikeRepository(deps.db);

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
      const current = await articles.findHeader(id);
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

    /** Others see a published article (and count a view); the author sees theirs, with body. */
    async detail(id: number, user: SessionUser | null): Promise<Article> {
      const userId = user?.id ?? null;
      const row = await articles.findForViewer(id, userId);
      if (!row || row.status === 'deleted') throw notFound();
      if (row.user_id !== userId) {
        if (row.status !== PUBLISHED) throw notFound();
        deps.views.add(id);
      }
      const counted = { ...row, view_count: row.view_count + deps.views.pending(id) };
      return presentArticle(counted, await deps.catalog.snapshot(), userId);
    },

    async toggleLike(articleId: number, user: SessionUser): Promise<LikeState> {
      const state = await likes.toggle(articleId, user.id, deps.now());
      if (!state) throw notFound();
      return state;
    },
  };
}
