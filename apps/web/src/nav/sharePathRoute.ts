import { parseSharePath } from '@huaren/contract/share/paths';
import { articleDetailPath, postDetailPath, postListPath } from './paths';

/**
 * The hash route a share page's real path stands for (decision 0039): /p/12 is the post's
 * detail, /a/3 the article's, /r/5/c/2 the list of category 2 in region 5; null for any other.
 */
export function hashRouteOfSharePath(pathname: string): string | null {
  const target = parseSharePath(pathname);
  if (!target) return null;
  if (target.type === 'list') {
    return postListPath({
      region: target.regionId,
      ...(target.categoryId === null ? {} : { category: target.categoryId }),
    });
  }
  return target.type === 'post' ? postDetailPath(target.id) : articleDetailPath(target.id);
}
