import { createContext, useContext, useLayoutEffect } from 'react';
import { useLocation, type Location } from 'react-router';

/** A page's own title, for one visit of it only. */
export interface PageTitle {
  visit: string;
  title: string | undefined;
}

/**
 * Names one visit. The key alone is not enough: every address typed or linked from outside the
 * app arrives with the key 'default', so two such visits would share a title.
 */
export const visitOf = (location: Location): string =>
  `${location.key} ${location.pathname}${location.search}`;

export const PageTitleContext = createContext<(title: PageTitle) => void>(() => {});

/**
 * Replaces the page table's title (nav bar and document.title) while this visit of the page
 * lasts: the table knows a page by its path alone, and some pages are two things by their query
 * (the publish form with ?id= is the edit form). Undefined keeps the table's title.
 */
export function usePageTitle(title: string | undefined): void {
  const setTitle = useContext(PageTitleContext);
  const visit = visitOf(useLocation());
  // Before paint, so the page never shows under the table's title.
  useLayoutEffect(() => setTitle({ visit, title }), [setTitle, visit, title]);
}
