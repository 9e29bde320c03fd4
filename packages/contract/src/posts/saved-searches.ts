import { z } from '../z';
import { addedUserCall } from '../define-call';
import { Code } from '../protocol/codes';
import { idField } from '../ids';
import { PostFilter } from './calls';
import { wholeList } from '../paging';

/**
 * Saved searches (issue 18 item 4): a list filter kept under the user's name; each newly published
 * post it matches counts as new until the search is opened, and is announced by a notice of type
 * `search` (at most one an hour per search). docs/decisions/0026-saved-searches.md.
 */

/** How many searches one user may keep. */
export const SAVED_SEARCH_MAX = 20;

export const SavedSearch = z.object({
  id: z.number().int(),
  /** What the filter says, in words: `法拉盛 · 房屋出租 · 学区`. */
  name: z.string(),
  /** The list filter as saved; opening the list with it shows the matches. */
  filter: PostFilter,
  /** Posts matched since the search was last opened. */
  newCount: z.number().int(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

const SavedSearchId = z.object({ id: idField('搜索') });

export const saveSearch = addedUserCall('POST /v1/user/saved_searches/save/', {
  input: PostFilter.refine(
    (f) => f.categoryId !== undefined || f.regionId !== undefined || (f.keyword ?? '') !== '',
    { error: '请先选择地区、分类或输入关键词再保存搜索' },
  ),
  output: SavedSearch,
  summary: `Saves a post list filter (region with its sub-regions, category, keyword, price range, field filters); the same filter again answers the saved one. At most ${SAVED_SEARCH_MAX} per user (then 409)`,
  codes: [Code.conflict],
});

export const mySavedSearches = addedUserCall('GET /v1/user/saved_searches/', {
  ...wholeList(SavedSearch),
  summary: "The caller's saved searches, newest first, each with its count of new matches",
});

export const openSavedSearch = addedUserCall('POST /v1/user/saved_searches/open/', {
  input: SavedSearchId,
  output: SavedSearch,
  summary:
    "Marks one of the caller's saved searches opened (its new-match count starts again from 0); 404 for another user's",
  codes: [Code.notFound],
});

export const deleteSavedSearch = addedUserCall('POST /v1/user/saved_searches/delete/', {
  input: SavedSearchId,
  output: z.object({}),
  summary: "Deletes one of the caller's saved searches; 404 for another user's",
  codes: [Code.notFound],
});
