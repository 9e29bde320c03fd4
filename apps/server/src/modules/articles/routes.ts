import {
  articleDetail,
  articleLike,
  articleList,
  commentList,
  deleteArticles,
  deleteComment,
  myArticleList,
  myCommentList,
  myLikeArticles,
  newArticle,
  newComment,
  updateArticle,
} from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import {
  CACHED_FOR_EVERYONE,
  CACHED_FOR_VISITORS,
  registerCall,
  registerUserCall,
} from '../../lib/register-call';
import { scheduleViewFlush } from '../../core/content/view-counter';
import { createArticleService } from './article.service';
import { createCommentService } from './comment.service';
import type { ArticleDeps } from './deps';
import { createArticleFeedService } from './feed.service';

/** The article and comment calls (issue 5), all under /v1/user/. */
export function articleRoutes(app: FastifyInstance, deps: ArticleDeps): void {
  const articles = createArticleService(deps);
  const feed = createArticleFeedService(deps);
  const comments = createCommentService(deps);
  scheduleViewFlush(app, deps.views);

  // Reading; a visitor's answer from the cache is still a view (decision 0009). The feed is the
  // same for every caller; a detail and a thread tell the caller what is theirs.
  registerCall(app, articleList, ({ input }) => feed.list(input), CACHED_FOR_EVERYONE);
  registerCall(app, articleDetail, ({ input, user }) => articles.detail(input.id, user), {
    publicCache: { for: 'visitors', onHit: (input) => deps.views.add(input.id) },
  });
  registerCall(
    app,
    commentList,
    ({ input, user }) => comments.list(input, user),
    CACHED_FOR_VISITORS,
  );

  // Writing (the owner's)
  registerUserCall(app, newArticle, ({ input, user }) => articles.create(input, user));
  registerUserCall(app, updateArticle, ({ input: { id, ...fields }, user }) =>
    articles.update(id, fields, user),
  );
  registerUserCall(app, deleteArticles, ({ input, user }) => articles.remove(input.ids, user));
  registerUserCall(app, myArticleList, ({ input, user }) => feed.mine(input, user));

  // Likes and comments
  registerUserCall(app, articleLike, ({ input, user }) =>
    articles.toggleLike(input.articleId, user),
  );
  registerUserCall(app, myLikeArticles, ({ input, user }) => feed.liked(input, user));
  registerUserCall(app, newComment, ({ input, user }) => comments.create(input, user));
  registerUserCall(app, deleteComment, ({ input, user }) => comments.remove(input.id, user));
  registerUserCall(app, myCommentList, ({ input, user }) => comments.mine(input, user));
}
