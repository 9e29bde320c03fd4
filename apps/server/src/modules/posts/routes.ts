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
  replyList,
  reportPost,
  updatePost,
} from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import {
  CACHED_FOR_EVERYONE,
  CACHED_FOR_VISITORS,
  registerCall,
  registerUserCall,
} from '../../lib/register-call';
import type { PostDeps } from './deps';
import { createFeedService } from './feed.service';
import { createInteractionService } from './interaction.service';
import { createPostService } from './post.service';
import { createReplyService } from './reply.service';
import { scheduleViewFlush } from '../../core/content/view-counter';

/** The post calls of spec section 7 (issue 4), all under /v1/user/. */
export function postRoutes(app: FastifyInstance, deps: PostDeps): void {
  const posts = createPostService(deps);
  const feed = createFeedService(deps);
  const replies = createReplyService(deps);
  const interactions = createInteractionService(deps);
  scheduleViewFlush(app, deps.views);

  // Reading; a visitor's answer from the cache is still a view (decision 0009). Lists of cards
  // are the same for every caller; a detail and a thread tell the caller what is theirs.
  registerCall(app, postList, ({ input }) => feed.list(input), CACHED_FOR_EVERYONE);
  registerCall(app, postDetail, ({ input, user }) => posts.detail(input.id, user), {
    publicCache: { for: 'visitors', onHit: (input) => deps.views.add(input.id) },
  });
  registerCall(
    app,
    recommendImportantPost,
    ({ input }) => feed.recommended(input.regionId),
    CACHED_FOR_EVERYONE,
  );
  registerCall(app, replyList, ({ input, user }) => replies.list(input, user), CACHED_FOR_VISITORS);

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
  registerUserCall(app, postLike, ({ input, user }) => interactions.toggleLike(input.postId, user));
  registerUserCall(app, myLikePost, ({ input, user }) => feed.liked(input, user));
  registerUserCall(app, reportPost, ({ input, user }) => interactions.report(input, user));
}
