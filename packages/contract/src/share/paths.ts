/**
 * The real paths of share pages (issue 21, decision 0039): the server answers them with HTML a
 * crawler or a chat preview can read, and the web app, opened at one, moves to its hash route.
 * No zod here: the web app's first screen imports this file.
 */
export const SharePath = {
  post: (id: number) => `/p/${id}`,
  article: (id: number) => `/a/${id}`,
  region: (regionId: number) => `/r/${regionId}`,
  category: (regionId: number, categoryId: number) => `/r/${regionId}/c/${categoryId}`,
} as const;

/** What a share path names; null for any other path. */
export type SharedTarget =
  | { type: 'post' | 'article'; id: number }
  | { type: 'list'; regionId: number; categoryId: number | null };

const ID = '([1-9]\\d{0,15})';
const ITEM = new RegExp(`^/([pa])/${ID}/?$`);
const LIST = new RegExp(`^/r/${ID}(?:/c/${ID})?/?$`);

export function parseSharePath(pathname: string): SharedTarget | null {
  const item = ITEM.exec(pathname);
  if (item) return { type: item[1] === 'p' ? 'post' : 'article', id: Number(item[2]) };
  const list = LIST.exec(pathname);
  if (list) {
    return {
      type: 'list',
      regionId: Number(list[1]),
      categoryId: list[2] ? Number(list[2]) : null,
    };
  }
  return null;
}
