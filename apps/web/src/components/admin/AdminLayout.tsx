import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AdminPath } from '../../nav/paths';
import { findPage, normalizePath } from '../../nav/pageIndex';
import { AppLink } from '../AppLink';
import styles from './AdminLayout.module.css';

/** The console's sections in menu order; labels are their page titles. */
const SECTIONS = [
  AdminPath.index,
  AdminPath.reports,
  AdminPath.conversations,
  AdminPath.content,
  AdminPath.recommended,
  AdminPath.users,
  AdminPath.categories,
  AdminPath.regions,
  AdminPath.config,
  AdminPath.audit,
  AdminPath.jobs,
] as const;

/** Pages that belong to a section without a menu entry of their own. */
const SECTION_OF: Partial<Record<string, string>> = {
  [AdminPath.user]: AdminPath.users,
  [AdminPath.categoryFields]: AdminPath.categories,
};

/**
 * The console's frame: a side menu beside the page on a desktop, a scrolling row of sections
 * above it on a phone. Sections replace each other rather than stack up in the history, so the
 * back button leaves the console.
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const page = normalizePath(pathname);
  const current = SECTION_OF[page] ?? page;
  // Only sections whose pages exist: the table is the one list of pages.
  const sections = SECTIONS.flatMap((path) => {
    const page = findPage(path);
    return page ? [{ path, title: page.title }] : [];
  });
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label="管理菜单" data-testid="admin-menu">
        {sections.map(({ path, title }) => (
          <AppLink
            key={path}
            to={path}
            mode="redirect"
            className={styles.item}
            current={path === current}
          >
            {title}
          </AppLink>
        ))}
      </nav>
      <div className={styles.page}>{children}</div>
    </div>
  );
}
