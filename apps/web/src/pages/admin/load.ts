/**
 * The console's pages, one chunk each, reached through this module: the first screen then
 * carries one dynamic import for the whole console instead of the preload lists of ten pages.
 */
const pages = {
  index: () => import('./index'),
  reports: () => import('./reports'),
  conversations: () => import('./conversations'),
  content: () => import('./content'),
  recommended: () => import('./recommended'),
  users: () => import('./users'),
  user: () => import('./user'),
  categories: () => import('./categories'),
  categoryFields: () => import('./category-fields'),
  regions: () => import('./regions'),
  config: () => import('./config'),
  audit: () => import('./audit'),
  jobs: () => import('./jobs'),
};

export type AdminPage = keyof typeof pages;

export function loadAdminPage(page: AdminPage) {
  return pages[page]();
}
