import type { ContentStatus, ContentType, PostLocation } from '@huaren/contract';
import { withQuery } from '../lib/url';

/**
 * Every page's path (spec section 2) and the query strings they take: ids travel in the hash
 * query, as in `/pages/post/detail/index?id=12`. This module imports nothing of the app, so any
 * file may link anywhere without pulling the pages in; app/pageTable.ts says what each path shows.
 */

export const HOME_PATH = '/';
/** Addition to the spec's table: the home page's region choice gets a page of its own. */
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
  /** 黑名单 (decision 0042): not in the spec's table either. */
  blocks: '/pages/user/setting/blocks',
  about: '/pages/user/about/index',
  /** A user's public page (?id=, decision 0037): open to visitors. */
  profile: '/pages/user/profile/index',
} as const;

/** 私信 (issue 19): the conversations, and one conversation (?id=). */
export const MessagePath = {
  list: '/pages/user/message/index',
  chat: '/pages/user/message/chat',
} as const;

/** The 消息 pages (issue 18), reached from 我的. */
export const NoticePath = {
  list: '/pages/user/notice/index',
  settings: '/pages/user/notice/setting',
} as const;

/** 我的搜索 (issue 18 item 4): the saved searches, reached from 我的. */
export const SAVED_SEARCHES_PATH = '/pages/user/search/index';

/** 我的收藏 (issue 20, decision 0038): favourite posts and articles, reached from 我的. */
export const FAVOURITES_PATH = '/pages/user/favourite/index';

export const PostPath = {
  home: '/pages/post/home/index',
  list: '/pages/post/list/index',
  detail: '/pages/post/detail/index',
  comment: '/pages/post/comment/index',
  mine: '/pages/user/post/index',
  edit: '/pages/user/post/detail',
  success: '/pages/user/post/success',
  likes: '/pages/user/like/index',
  replies: '/pages/user/reply/index',
  chooseLocation: '/choose-location',
  openLocation: '/open-location',
} as const;

export const ArticlePath = {
  home: '/pages/article/home/index',
  detail: '/pages/article/detail/index',
  comment: '/pages/article/comment/index',
  mine: '/pages/user/article/index',
  /** An article as its author sees it: status, counts, edit and delete. */
  mineDetail: '/pages/user/article/detail',
  /** Addition to the spec's table: the editor (?id= to edit), apart from the author's page. */
  edit: '/pages/user/article/edit',
  success: '/pages/user/article/success',
} as const;

/**
 * The console's paths (decision 0008): `#/admin/...`, shown to administrators only. The report
 * queue leads, on the dashboard.
 */
export const AdminPath = {
  index: '/admin/index',
  reports: '/admin/reports',
  /** Reported conversations (decision 0034). */
  conversations: '/admin/conversations',
  content: '/admin/content',
  recommended: '/admin/recommended',
  users: '/admin/users',
  user: '/admin/user',
  categories: '/admin/categories',
  /** One category's fields (?category=, decision 0041). */
  categoryFields: '/admin/category-fields',
  regions: '/admin/regions',
  config: '/admin/config',
  audit: '/admin/audit',
  /** Background jobs that failed every attempt (decision 0024). */
  jobs: '/admin/jobs',
} as const;

export interface ListQuery {
  category?: number;
  region?: number;
  keyword?: string;
  sort?: string;
}

/** `filters`: the field and price filters as address parameters (category-fields/filterParams). */
export const postListPath = (q: ListQuery = {}, filters: Record<string, string> = {}) =>
  withQuery(PostPath.list, { ...q, ...filters });
export const postDetailPath = (id: number) => withQuery(PostPath.detail, { id });
export const messageChatPath = (id: number) => withQuery(MessagePath.chat, { id });
export const userProfilePath = (id: number) => withQuery(UserPath.profile, { id });
/** All replies; with `entry`, scrolled to that reply (a notice's target). */
export const postCommentPath = (id: number, entry?: number) =>
  withQuery(PostPath.comment, { id, entry });
/** The publish form; with an id, the edit form of that post. */
export const postEditPath = (id?: number) => withQuery(PostPath.edit, { id });
export const postSuccessPath = (id: number) => withQuery(PostPath.success, { id });

export const articleDetailPath = (id: number) => withQuery(ArticlePath.detail, { id });
/** All comments; with `entry`, scrolled to that comment (a notice's target). */
export const articleCommentPath = (id: number, entry?: number) =>
  withQuery(ArticlePath.comment, { id, entry });
export const myArticlePath = (id: number) => withQuery(ArticlePath.mineDetail, { id });
/** The editor; with an id, the edit of that article. */
export const articleEditPath = (id?: number) => withQuery(ArticlePath.edit, { id });
export const articleSuccessPath = (id: number, edited: boolean) =>
  withQuery(ArticlePath.success, { id, edited: edited ? 1 : undefined });

export const adminUserPath = (id: number) => withQuery(AdminPath.user, { id });
export const adminCategoryFieldsPath = (category: number) =>
  withQuery(AdminPath.categoryFields, { category });

export interface ContentQuery {
  type?: ContentType;
  status?: ContentStatus;
  author?: number;
  keyword?: string;
}

export const adminContentPath = (q: ContentQuery = {}) => withQuery(AdminPath.content, { ...q });

export const openLocationPath = (l: PostLocation) =>
  withQuery(PostPath.openLocation, placeQuery(l));
/** The picker, starting from the form's location (when it has one) and region. */
export const chooseLocationPath = (l: PostLocation | null, regionId: number | null) =>
  withQuery(PostPath.chooseLocation, { ...(l && placeQuery(l)), region: regionId ?? undefined });

const placeQuery = (l: PostLocation) => ({
  lat: l.latitude ?? undefined,
  lng: l.longitude ?? undefined,
  address: l.address,
});

/**
 * The place in a location page's query (lat, lng, address), or null when there is none:
 * coordinates only when both are numbers on the globe, and an address or coordinates at least.
 */
export function parsePlace(
  lat: string | null,
  lng: string | null,
  address: string | null,
): PostLocation | null {
  const [latitude, longitude] = [lat, lng].map((v) => (v?.trim() ? Number(v) : NaN)) as [
    number,
    number,
  ];
  const coords = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  const text = address?.trim() ?? '';
  if (!coords && !text) return null;
  return coords
    ? { latitude, longitude, address: text }
    : { latitude: null, longitude: null, address: text };
}
