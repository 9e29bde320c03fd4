import {
  deletePost,
  myLikePost,
  myPosts,
  myReply,
  newPost,
  postDetail,
  postLike,
  postList,
  postReply,
  recommendImportantPost,
  renewPost,
  sharePost,
  replyList,
  reportPost,
  updatePost,
  userPosts,
} from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { blockerOf, cachedUnlessBlocking } from '../../core/content/blocks';
import { provideCards } from '../../core/content/card-sources';
import { contentDepsOf } from '../../core/content/deps';
import { POSTS } from '../../core/content/kinds';
import { createLikeService } from '../../core/content/like.service';
import { registerReads } from '../../core/content/reads';
import { scheduleViewFlush } from '../../core/content/view-counter';
import { viewReader } from '../../core/content/view-reader';
import { CACHED_FOR_EVERYONE, registerCall, registerUserCall } from '../../lib/register-call';
import { defaultRegionOf } from '../../static/launch-data';
import { closedRoutes } from './closed/routes';
import { createFeedService } from './feed.service';
import { postItemCards } from './item-cards';
import { createPostReportService } from './post-report.service';
import { createPostService } from './post.service';
import { createReplyService } from './reply.service';
import { savedSearchRoutes } from './saved-searches/routes';
import { postShareRoutes } from './share-routes';
import { createShareService } from './share.service';

/** The post calls of spec section 7 (issue 4), all under /v1/user/. */
export async function postRoutes(app: FastifyInstance): Promise<void> {
  const deps = contentDepsOf(app, POSTS);
  provideCards(app.db, POSTS.type, postItemCards(deps));
  const posts = createPostService(deps);
  const feed = createFeedService(deps);
  const replies = createReplyService(deps);
  const likes = createLikeService(deps, POSTS);
  const reports = createPostReportService(deps);
  const shares = createShareService(deps);
  scheduleViewFlush(app, deps.views);

  registerReads(app, deps, {
    list: [
      postList,
      async ({ input, user }) => feed.list({ ...input, blockerId: await blockerOf(app.db, user) }),
    ],
    detail: [
      postDetail,
      ({ input, user, request }) =>
        posts.detail(input.id, user, viewReader(user, request, deps.now())),
    ],
    thread: [replyList, ({ input, user }) => replies.list(input, user)],
  });
  registerCall(
    app,
    recommendImportantPost,
    async ({ input, user }) => feed.recommended(input.regionId, await blockerOf(app.db, user)),
    cachedUnlessBlocking(app.db),
  );
  registerCall(app, userPosts, ({ input }) => feed.byAuthor(input), CACHED_FOR_EVERYONE);
  // The home page's posts for a visitor without a stored region, in index.html (decision 0043).
  app.launchData.addFirstView(async (launch) => {
    const input = defaultRegionOf(launch);
    const output = await feed.recommended(input.regionId, undefined);
    return { path: recommendImportantPost.path, input, output };
  });

  // Publishing (the owner's)
  registerUserCall(app, newPost, ({ input, user }) => posts.create(input, user));
  registerUserCall(app, updatePost, ({ input: { id, ...fields }, user }) =>
    posts.update(id, fields, user),
  );
  registerUserCall(app, deletePost, ({ input, user }) => posts.remove(input.id, user));
  registerUserCall(app, renewPost, ({ input, user }) => posts.renew(input.id, user));
  registerUserCall(app, myPosts, ({ input, user }) => feed.mine(input, user));

  // Replies, likes, reports
  registerUserCall(app, postReply, ({ input, user }) => replies.reply(input, user));
  registerUserCall(app, myReply, ({ input, user }) => replies.mine(input, user));
  registerUserCall(app, postLike, ({ input, user }) => likes.toggle(input.postId, user));
  registerUserCall(app, myLikePost, ({ input, user }) => feed.liked(input, user));
  registerUserCall(app, reportPost, ({ input: { postId: itemId, ...report }, user }) =>
    reports.report({ itemId, ...report }, user),
  );
  closedRoutes(app, deps);
  registerCall(app, sharePost, ({ input, user, request }) => shares.share(input.id, user, request));
  savedSearchRoutes(app);
  postShareRoutes(app, deps, posts, feed);
}
