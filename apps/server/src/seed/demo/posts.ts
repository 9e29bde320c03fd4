import { communityPosts } from './posts-community';
import { marketPosts } from './posts-market';

export { demoAuthors, type DemoPost } from './demo-post';

/** Every demo post; the seed orders them by `hoursAgo`, not by their place here. */
export const demoPosts = [...marketPosts, ...communityPosts];
