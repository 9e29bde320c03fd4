/**
 * What the app knows of its pages besides their code: the page table's facts (app/pageTable.ts),
 * handed over at start-up by `setPages` so that the navigation helper, titles and the login
 * flow know every page without importing one (decision 0016).
 */

export type TabIcon = 'home' | 'community' | 'sections' | 'mine';

export interface PageInfo {
  path: string;
  /** Other paths that show the same page (the spec's `/pages/home/index` for `/`). */
  aliases?: readonly string[];
  /** Nav bar title and the first part of document.title. */
  title: string;
  /** The nav bar shows the site name instead of the title (the home page). */
  navTitle?: 'siteName';
  /** Present on the four tab pages: no back control, no pop-in transition. */
  tab?: { label: string; icon: TabIcon };
  /** A console page: administrators only (router.tsx), in the wide column (AppShell.tsx). */
  admin?: true;
}

let pages: readonly PageInfo[] = [];

export function setPages(table: readonly PageInfo[]): void {
  pages = table;
}

/** Splits "/a/b?x=1" into its pathname and search (with the "?"), ignoring any hash. */
function splitPath(path: string): { pathname: string; search: string } {
  const [withoutHash = ''] = path.split('#');
  const at = withoutHash.indexOf('?');
  const pathname = at === -1 ? withoutHash : withoutHash.slice(0, at);
  const search = at === -1 ? '' : withoutHash.slice(at);
  return { pathname: pathname || '/', search: search === '?' ? '' : search };
}

export function findPage(path: string): PageInfo | undefined {
  const { pathname } = splitPath(path);
  return pages.find((page) => page.path === pathname || page.aliases?.includes(pathname));
}

/** The canonical form of a path: aliases resolved, so `/pages/home/index` and `/` compare equal. */
export function normalizePath(path: string): string {
  const { pathname, search } = splitPath(path);
  return (findPage(pathname)?.path ?? pathname) + search;
}

export function isTabPath(path: string): boolean {
  return Boolean(findPage(path)?.tab);
}
