import type { ComponentType } from 'react';
import type { PageInfo } from '../nav/pageIndex';
import {
  AdminPath,
  ArticlePath,
  HOME_PATH,
  MessagePath,
  NoticePath,
  PostPath,
  REGION_PICKER_PATH,
  SAVED_SEARCHES_PATH,
  FAVOURITES_PATH,
  UserPath,
} from '../nav/paths';
import type { AdminPage } from '../pages/admin/load';

/**
 * The page table: every page of the app, its title, its place in the tab bar and its code. The
 * router (router.tsx) is the only reader of `load`; start-up hands the rest to nav/pageIndex.ts
 * for the tab bar, titles, the navigation helper and the login flow (decision 0016). A page's
 * path is its file: `/pages/post/home/index` is `src/pages/post/home/index.tsx`.
 *
 * Pages are added here when they exist; nothing links to a path that is not in this table.
 * Which pages need a login: see nav/loginFlow.ts.
 */
export interface PageEntry extends PageInfo {
  /** One chunk per page. */
  load: () => Promise<{ default: ComponentType }>;
}

/** A console page, loaded only once AdminGate has seen the administrator role. */
const adminPage = (page: AdminPage) => () =>
  import('../pages/admin/load').then(({ loadAdminPage }) => loadAdminPage(page));

export const pageTable: readonly PageEntry[] = [
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
    path: PostPath.home,
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
  { path: UserPath.blocks, title: '黑名单', load: () => import('../pages/user/setting/blocks') },
  { path: UserPath.about, title: '关于我们', load: () => import('../pages/user/about/index') },
  {
    path: UserPath.profile,
    aliases: ['/pages/user/profile'],
    title: '个人主页',
    load: () => import('../pages/user/profile/index'),
  },
  { path: MessagePath.list, title: '私信', load: () => import('../pages/user/message/index') },
  { path: MessagePath.chat, title: '私信', load: () => import('../pages/user/message/chat') },
  { path: NoticePath.list, title: '消息', load: () => import('../pages/user/notice/index') },
  {
    path: NoticePath.settings,
    title: '消息设置',
    load: () => import('../pages/user/notice/setting'),
  },
  {
    path: SAVED_SEARCHES_PATH,
    title: '我的搜索',
    load: () => import('../pages/user/search/index'),
  },
  { path: PostPath.list, title: '信息列表', load: () => import('../pages/post/list/index') },
  { path: PostPath.detail, title: '信息详情', load: () => import('../pages/post/detail/index') },
  { path: PostPath.comment, title: '全部回复', load: () => import('../pages/post/comment/index') },
  { path: PostPath.mine, title: '我的发布', load: () => import('../pages/user/post/index') },
  { path: PostPath.edit, title: '发布信息', load: () => import('../pages/user/post/detail') },
  { path: PostPath.success, title: '发布成功', load: () => import('../pages/user/post/success') },
  { path: PostPath.likes, title: '我的点赞', load: () => import('../pages/user/like/index') },
  {
    path: FAVOURITES_PATH,
    title: '我的收藏',
    load: () => import('../pages/user/favourite/index'),
  },
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
  {
    path: AdminPath.conversations,
    title: '私信举报',
    admin: true,
    load: adminPage('conversations'),
  },
  { path: AdminPath.content, title: '内容管理', admin: true, load: adminPage('content') },
  { path: AdminPath.recommended, title: '推荐信息', admin: true, load: adminPage('recommended') },
  { path: AdminPath.users, title: '用户管理', admin: true, load: adminPage('users') },
  { path: AdminPath.user, title: '用户详情', admin: true, load: adminPage('user') },
  { path: AdminPath.categories, title: '分类管理', admin: true, load: adminPage('categories') },
  {
    path: AdminPath.categoryFields,
    title: '分类字段',
    admin: true,
    load: adminPage('categoryFields'),
  },
  { path: AdminPath.regions, title: '地区管理', admin: true, load: adminPage('regions') },
  { path: AdminPath.config, title: '参数配置', admin: true, load: adminPage('config') },
  { path: AdminPath.audit, title: '操作日志', admin: true, load: adminPage('audit') },
  { path: AdminPath.jobs, title: '失败任务', admin: true, load: adminPage('jobs') },
];
