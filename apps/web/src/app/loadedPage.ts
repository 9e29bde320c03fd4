import { findPage } from '../nav/pageIndex';
import { pageTable } from './pageTable';
import type { LoadedPage } from './router';

/**
 * The page at `route` with its module loaded, for a render that must not suspend: the server's
 * first view, and the browser's hydration of it (decision 0047), which would otherwise leave the
 * server's content waiting for the chunk and fail if the reader moved on meanwhile. Undefined for
 * no page, or a console page (drawn only for an administrator).
 */
export async function loadedPageAt(route: string): Promise<LoadedPage | undefined> {
  const info = findPage(route);
  const page = pageTable.find((entry) => entry === info);
  if (!page || page.admin) return undefined;
  return { page, component: (await page.load()).default };
}
