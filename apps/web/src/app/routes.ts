import type { ComponentType } from 'react';
import type { AdminPage } from '../pages/admin/load';
import { AdminPath } from './adminPaths';
import { ArticlePath } from './articlePaths';
import { NoticePath } from '../notifications/paths';
import { PostPath } from './postPaths';

/**
 * The one route table: it drives the router (router.tsx), the tab bar (TabBar.tsx), page titles
 * (AppShell.tsx) and the navigation helper (navigation.ts). A route's path is its page file:
 * `/pages/post/home/index` is `src/pages/post/home/index.tsx`.
 *
 * Pages are added here when they exist; nothing links to a path that is not in this table.
 * Which pages need a login: see loginFlow.ts.
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
  /** A console page: administrators only (router.tsx), in the wide column (AppShell.tsx). */
  admin?: true;
}

export const HOME_PATH = '/';
export const REGION_PICKER_PATH = '/pages/region/index';

/** The personal centre's pages (spec section 2). */
export const UserPath = {
  mine: '/pages/user/home/index',
  login: '/pages/user/login/index',
  register: '/pages/user/register/index',
  forget: '/pages/user/forget/index',
  setting: '/pages/user/setting/index',
  nickName: '/pages/user/setting/nickName',
  wechat: '/pages/user/setting/wechat',
  phone: '/pages/user/setting/phone',
  email: '/pages/user/setting/email',
  password: '/pages/user/setting/password',
  /** Not in the spec's table: my_login_logs had no screen. */
  loginLog: '/pages/user/setting/loginLog',
  about: '/pages/user/about/index',
} as const;

/** A console page, loaded only once AdminGate has seen the administrator role. */
const adminPage = (page: AdminPage) => () =>
  import('../pages/admin/load').then(({ loadAdminPage }) => loadAdminPage(page));

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
    path: ArticlePath.home,
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
    path: UserPath.mine,
    title: '个人中心',
    tab: { label: '我的', icon: 'mine' },
    load: () => import('../pages/user/home/index'),
  },
  { path: UserPath.login, title: '登录', load: () => import('../pages/user/login/index') },
  { path: UserPath.register, title: '注册', load: () => import('../pages/user/register/index') },
  { path: UserPath.forget, title: '找回密码', load: () => import('../pages/user/forget/index') },
  { path: UserPath.setting, title: '设置', load: () => import('../pages/user/setting/index') },
  {
    path: UserPath.nickName,
    title: '修改昵称',
    load: () => import('../pages/user/setting/nickName'),
  },
  {
    path: UserPath.wechat,
    title: '修改微信号',
    load: () => import('../pages/user/setting/wechat'),
  },
  { path: UserPath.phone, title: '修改手机号', load: () => import('../pages/user/setting/phone') },
  { path: UserPath.email, title: '修改邮箱', load: () => import('../pages/user/setting/email') },
  {
    path: UserPath.password,
    title: '修改登录密码',
    load: () => import('../pages/user/setting/password'),
  },
  {
    path: UserPath.loginLog,
    title: '登录记录',
    load: () => import('../pages/user/setting/loginLog'),
  },
  { path: UserPath.about, title: '关于我们', load: () => import('../pages/user/about/index') },
  { path: NoticePath.list, title: '消息', load: () => import('../pages/user/notice/index') },
  {
    path: NoticePath.settings,
    title: '消息设置',
    load: () => import('../pages/user/notice/setting'),
  },
  { path: PostPath.list, title: '信息列表', load: () => import('../pages/post/list/index') },
  { path: PostPath.detail, title: '信息详情', load: () => import('../pages/post/detail/index') },
  { path: PostPath.comment, title: '全部回复', load: () => import('../pages/post/comment/index') },
  { path: PostPath.mine, title: '我的发布', load: () => import('../pages/user/post/index') },
  { path: PostPath.edit, title: '发布信息', load: () => import('../pages/user/post/detail') },
  { path: PostPath.success, title: '发布成功', load: () => import('../pages/user/post/success') },
  { path: PostPath.likes, title: '我的点赞', load: () => import('../pages/user/like/index') },
  { path: PostPath.replies, title: '我的回复', load: () => import('../pages/user/reply/index') },
  {
    path: ArticlePath.detail,
    title: '文章详情',
    load: () => import('../pages/article/detail/index'),
  },
  {
    path: ArticlePath.comment,
    title: '全部评论',
    load: () => import('../pages/article/comment/index'),
  },
  { path: ArticlePath.mine, title: '我的文章', load: () => import('../pages/user/article/index') },
  {
    path: ArticlePath.mineDetail,
    title: '文章管理',
    load: () => import('../pages/user/article/detail'),
  },
  // Addition to the spec's table: the editor (?id= to edit), apart from the author's article page.
  { path: ArticlePath.edit, title: '写文章', load: () => import('../pages/user/article/edit') },
  {
    path: ArticlePath.success,
    title: '发布成功',
    load: () => import('../pages/user/article/success'),
  },
  // The spec's system location pickers, as pages: /choose-location is pages/choose-location/index.tsx.
  {
    path: PostPath.chooseLocation,
    title: '选择位置',
    load: () => import('../pages/choose-location/index'),
  },
  {
    path: PostPath.openLocation,
    title: '查看位置',
    load: () => import('../pages/open-location/index'),
  },
  // Addition to the spec's table: the home page's region choice gets a page of its own.
  {
    path: REGION_PICKER_PATH,
    title: '选择地区',
    load: () => import('../pages/region/index'),
  },
  // The console (decision 0008): administrators only, each page a chunk of its own.
  {
    path: AdminPath.index,
    // The console's address as README gives it (`#/admin/`), and without the slash.
    aliases: ['/admin', '/admin/'],
    title: '管理后台',
    admin: true,
    load: adminPage('index'),
  },
  { path: AdminPath.reports, title: '举报处理', admin: true, load: adminPage('reports') },
  { path: AdminPath.content, title: '内容管理', admin: true, load: adminPage('content') },
  { path: AdminPath.recommended, title: '推荐信息', admin: true, load: adminPage('recommended') },
  { path: AdminPath.users, title: '用户管理', admin: true, load: adminPage('users') },
  { path: AdminPath.user, title: '用户详情', admin: true, load: adminPage('user') },
  { path: AdminPath.categories, title: '分类管理', admin: true, load: adminPage('categories') },
  { path: AdminPath.regions, title: '地区管理', admin: true, load: adminPage('regions') },
  { path: AdminPath.config, title: '参数配置', admin: true, load: adminPage('config') },
  { path: AdminPath.audit, title: '操作日志', admin: true, load: adminPage('audit') },
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
