import type { ComponentType } from 'react';

/**
 * The one route table: it drives the router (router.tsx), the tab bar (TabBar.tsx), page titles
 * (AppShell.tsx) and the navigation helper (navigation.ts). A route's path is its page file:
 * `/pages/post/home/index` is `src/pages/post/home/index.tsx`.
 *
 * Pages of later issues (login, post list, articles ...) are added here when they exist; nothing
 * links to a path that is not in this table.
 */

export type TabIcon = 'home' | 'community' | 'sections' | 'mine';

export interface AppRoute {
  path: string;
  /** Other paths that show the same page (the spec's `/pages/home/index` for `/`). */
  aliases?: readonly string[];
  /** Nav bar title and the first part of document.title. */
  title: string;
  /** The nav bar shows the site name instead of the title (the home page). */
  navTitle?: 'siteName';
  /** Present on the four tab pages: no back control, no pop-in transition. */
  tab?: { label: string; icon: TabIcon };
  /** One chunk per page. */
  load: () => Promise<{ default: ComponentType }>;
}

export const HOME_PATH = '/';
export const REGION_PICKER_PATH = '/pages/region/index';

export const routes: readonly AppRoute[] = [
  {
    path: HOME_PATH,
    aliases: ['/pages/home/index'],
    title: '首页',
    navTitle: 'siteName',
    tab: { label: '首页', icon: 'home' },
    load: () => import('../pages/home/index'),
  },
  {
    path: '/pages/article/home/index',
    title: '社区',
    tab: { label: '社区', icon: 'community' },
    load: () => import('../pages/article/home/index'),
  },
  {
    path: '/pages/post/home/index',
    title: '版块',
    tab: { label: '信息', icon: 'sections' },
    load: () => import('../pages/post/home/index'),
  },
  {
    path: '/pages/user/home/index',
    title: '个人中心',
    tab: { label: '我的', icon: 'mine' },
    load: () => import('../pages/user/home/index'),
  },
  // Addition to the spec's table: the home page's region choice gets a page of its own.
  {
    path: REGION_PICKER_PATH,
    title: '选择地区',
    load: () => import('../pages/region/index'),
  },
];

export const tabRoutes = routes.filter((route) => route.tab);

/** Splits "/a/b?x=1" into its pathname and search (with the "?"), ignoring any hash. */
function splitPath(path: string): { pathname: string; search: string } {
  const [withoutHash = ''] = path.split('#');
  const at = withoutHash.indexOf('?');
  const pathname = at === -1 ? withoutHash : withoutHash.slice(0, at);
  const search = at === -1 ? '' : withoutHash.slice(at);
  return { pathname: pathname || '/', search: search === '?' ? '' : search };
}

export function findRoute(path: string): AppRoute | undefined {
  const { pathname } = splitPath(path);
  return routes.find((route) => route.path === pathname || route.aliases?.includes(pathname));
}

/** The canonical form of a path: aliases resolved, so `/pages/home/index` and `/` compare equal. */
export function normalizePath(path: string): string {
  const { pathname, search } = splitPath(path);
  return (findRoute(pathname)?.path ?? pathname) + search;
}

export function isTabPath(path: string): boolean {
  return Boolean(findRoute(path)?.tab);
}
