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

/** A page that is only its path, its title and its code. */
const page = (path: string, title: string, load: PageEntry['load']): PageEntry => ({
  path,
  title,
  load,
});

/** A console page: administrators only, loaded only once AdminGate has seen the role. */
const adminPage = (path: string, title: string, name: AdminPage): PageEntry => ({
  path,
  title,
  admin: true,
  load: () => import('../pages/admin/load').then(({ loadAdminPage }) => loadAdminPage(name)),
});

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
  page(UserPath.login, '登录', () => import('../pages/user/login/index')),
  page(UserPath.register, '注册', () => import('../pages/user/register/index')),
  page(UserPath.forget, '找回密码', () => import('../pages/user/forget/index')),
  page(UserPath.setting, '设置', () => import('../pages/user/setting/index')),
  page(UserPath.nickName, '修改昵称', () => import('../pages/user/setting/nickName')),
  page(UserPath.wechat, '修改微信号', () => import('../pages/user/setting/wechat')),
  page(UserPath.phone, '修改手机号', () => import('../pages/user/setting/phone')),
  page(UserPath.email, '修改邮箱', () => import('../pages/user/setting/email')),
  page(UserPath.password, '修改登录密码', () => import('../pages/user/setting/password')),
  page(UserPath.loginLog, '登录记录', () => import('../pages/user/setting/loginLog')),
  page(UserPath.blocks, '黑名单', () => import('../pages/user/setting/blocks')),
  page(UserPath.about, '关于我们', () => import('../pages/user/about/index')),
  {
    ...page(UserPath.profile, '个人主页', () => import('../pages/user/profile/index')),
    aliases: ['/pages/user/profile'],
  },
  page(MessagePath.list, '私信', () => import('../pages/user/message/index')),
  page(MessagePath.chat, '私信', () => import('../pages/user/message/chat')),
  page(NoticePath.list, '消息', () => import('../pages/user/notice/index')),
  page(NoticePath.settings, '消息设置', () => import('../pages/user/notice/setting')),
  page(SAVED_SEARCHES_PATH, '我的搜索', () => import('../pages/user/search/index')),
  page(PostPath.list, '信息列表', () => import('../pages/post/list/index')),
  page(PostPath.detail, '信息详情', () => import('../pages/post/detail/index')),
  page(PostPath.comment, '全部回复', () => import('../pages/post/comment/index')),
  page(PostPath.mine, '我的发布', () => import('../pages/user/post/index')),
  page(PostPath.edit, '发布信息', () => import('../pages/user/post/detail')),
  page(PostPath.success, '发布成功', () => import('../pages/user/post/success')),
  page(PostPath.likes, '我的点赞', () => import('../pages/user/like/index')),
  page(FAVOURITES_PATH, '我的收藏', () => import('../pages/user/favourite/index')),
  page(PostPath.replies, '我的回复', () => import('../pages/user/reply/index')),
  page(ArticlePath.detail, '文章详情', () => import('../pages/article/detail/index')),
  page(ArticlePath.comment, '全部评论', () => import('../pages/article/comment/index')),
  page(ArticlePath.mine, '我的文章', () => import('../pages/user/article/index')),
  page(ArticlePath.mineDetail, '文章管理', () => import('../pages/user/article/detail')),
  // Addition to the spec's table: the editor (?id= to edit), apart from the author's article page.
  page(ArticlePath.edit, '写文章', () => import('../pages/user/article/edit')),
  page(ArticlePath.success, '发布成功', () => import('../pages/user/article/success')),
  // The spec's system location pickers, as pages: /choose-location is pages/choose-location/index.tsx.
  page(PostPath.chooseLocation, '选择位置', () => import('../pages/choose-location/index')),
  page(PostPath.openLocation, '查看位置', () => import('../pages/open-location/index')),
  // Addition to the spec's table: the home page's region choice gets a page of its own.
  page(REGION_PICKER_PATH, '选择地区', () => import('../pages/region/index')),
  // The console (decision 0008): administrators only, each page a chunk of its own.
  {
    ...adminPage(AdminPath.index, '管理后台', 'index'),
    // The console's address as README gives it (`#/admin/`), and without the slash.
    aliases: ['/admin', '/admin/'],
  },
  adminPage(AdminPath.reports, '举报处理', 'reports'),
  adminPage(AdminPath.conversations, '私信举报', 'conversations'),
  adminPage(AdminPath.content, '内容管理', 'content'),
  adminPage(AdminPath.recommended, '推荐信息', 'recommended'),
  adminPage(AdminPath.users, '用户管理', 'users'),
  adminPage(AdminPath.user, '用户详情', 'user'),
  adminPage(AdminPath.categories, '分类管理', 'categories'),
  adminPage(AdminPath.categoryFields, '分类字段', 'categoryFields'),
  adminPage(AdminPath.regions, '地区管理', 'regions'),
  adminPage(AdminPath.config, '参数配置', 'config'),
  adminPage(AdminPath.audit, '操作日志', 'audit'),
  adminPage(AdminPath.jobs, '失败任务', 'jobs'),
];
