import {
  articleDetail,
  articleLike,
  articleList,
  commentList,
  DEFAULT_PAGE_SIZE,
  deleteArticles,
  deleteComment,
  myArticleList,
  myCommentList,
  myLikeArticles,
  newArticle,
  newComment,
  updateArticle,
  userArticles,
} from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { provideCards } from '../../core/content/card-sources';
import { contentDepsOf } from '../../core/content/deps';
import { ARTICLES } from '../../core/content/kinds';
import { createLikeService } from '../../core/content/like.service';
import { blockerOf } from '../../core/content/blocks';
import { registerReads } from '../../core/content/reads';
import { scheduleViewFlush } from '../../core/content/view-counter';
import { viewReader } from '../../core/content/view-reader';
import { CACHED_FOR_EVERYONE, registerCall, registerUserCall } from '../../lib/register-call';
import { defaultRegionOf } from '../../static/launch-data';
import { createArticleService } from './article.service';
import { createCommentService } from './comment.service';
import { createArticleFeedService } from './feed.service';
import { articleItemCards } from './item-cards';
import { articleShareRoutes } from './share-page';

/** The article and comment calls (issue 5), all under /v1/user/. */
export async function articleRoutes(app: FastifyInstance): Promise<void> {
  const deps = contentDepsOf(app, ARTICLES);
  provideCards(app.db, ARTICLES.type, articleItemCards(deps));
  const articles = createArticleService(deps);
  const feed = createArticleFeedService(deps);
  const comments = createCommentService(deps);
  const likes = createLikeService(deps, ARTICLES);
  scheduleViewFlush(app, deps.views);

  registerReads(app, deps, {
    list: [
      articleList,
      async ({ input, user }) => feed.list({ ...input, blockerId: await blockerOf(app.db, user) }),
    ],
    detail: [
      articleDetail,
      ({ input, user, request }) =>
        articles.detail(input.id, user, viewReader(user, request, deps.now())),
    ],
    thread: [commentList, ({ input, user }) => comments.list(input, user)],
  });
  registerCall(app, userArticles, ({ input }) => feed.byAuthor(input), CACHED_FOR_EVERYONE);
  // The community tab's first page for a visitor without a stored region, in index.html
  // (decision 0043): the newest, the tab it opens on, at the size the app asks (the default).
  app.launchData.addFirstView(async (launch) => {
    const input = { sort: 'latest' as const, ...defaultRegionOf(launch) };
    const output = await feed.list({ ...input, pageSize: DEFAULT_PAGE_SIZE });
    return { path: articleList.path, input, output };
  });

  // Writing (the owner's)
  registerUserCall(app, newArticle, ({ input, user }) => articles.create(input, user));
  registerUserCall(app, updateArticle, ({ input: { id, ...fields }, user }) =>
    articles.update(id, fields, user),
  );
  registerUserCall(app, deleteArticles, ({ input, user }) => articles.remove(input.ids, user));
  registerUserCall(app, myArticleList, ({ input, user }) => feed.mine(input, user));

  // Likes and comments
  registerUserCall(app, articleLike, ({ input, user }) => likes.toggle(input.articleId, user));
  registerUserCall(app, myLikeArticles, ({ input, user }) => feed.liked(input, user));
  registerUserCall(app, newComment, ({ input, user }) => comments.create(input, user));
  registerUserCall(app, deleteComment, ({ input, user }) => comments.remove(input.id, user));
  registerUserCall(app, myCommentList, ({ input, user }) => comments.mine(input, user));
  articleShareRoutes(app, deps, articles);
}
