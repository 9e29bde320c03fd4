import type { ContentStatus, ContentType } from '@huaren/contract';
import { withQuery } from './postPaths';

/**
 * The console's paths (decision 0008): `#/admin/...`, shown to administrators only. The report
 * queue leads, on the dashboard.
 */
export const AdminPath = {
  index: '/admin/index',
  reports: '/admin/reports',
  content: '/admin/content',
  recommended: '/admin/recommended',
  users: '/admin/users',
  user: '/admin/user',
  categories: '/admin/categories',
  regions: '/admin/regions',
  config: '/admin/config',
  audit: '/admin/audit',
} as const;

export const adminUserPath = (id: number) => withQuery(AdminPath.user, { id });

export interface ContentQuery {
  type?: ContentType;
  status?: ContentStatus;
  author?: number;
  keyword?: string;
}

export const adminContentPath = (q: ContentQuery = {}) => withQuery(AdminPath.content, { ...q });
