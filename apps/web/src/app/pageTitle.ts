import { createContext, useContext, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** A page's own title, for the visit of it with this location key only. */
export interface PageTitle {
  key: string;
  title: string | undefined;
}

export const PageTitleContext = createContext<(title: PageTitle) => void>(() => {});

/**
 * Replaces the route table's title (nav bar and document.title) while this visit of the page
 * lasts: the table knows a page by its path alone, and some pages are two things by their query
 * (the publish form with ?id= is the edit form). Undefined keeps the table's title.
 */
export function usePageTitle(title: string | undefined): void {
  const setTitle = useContext(PageTitleContext);
  const { key } = useLocation();
  // Before paint, so the page never shows under the table's title.
  useLayoutEffect(() => setTitle({ key, title }), [setTitle, key, title]);
}
