import { CHUNK_LOAD_TIMEOUT_MS } from '@huaren/contract/constants';
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { AppShell } from './AppShell';
import { HashHistoryRouter } from '../nav/hashHistory';
import { pageTable, type PageEntry } from './pageTable';

/**
 * A page's code, or a failure once the spec's chunk timeout (120 s) has passed. A browser waits
 * for a script as long as its connection stays open, and the router's transition keeps the page
 * before on screen meanwhile: without an end, a link followed on a dead connection would never
 * lead anywhere. The failure reaches PageErrorBoundary, whose error view offers 重试.
 */
function withChunkTimeout<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`page code did not arrive within ${CHUNK_LOAD_TIMEOUT_MS} ms`)),
        CHUNK_LOAD_TIMEOUT_MS,
      );
      load()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
}

const AdminGate = lazy(withChunkTimeout(() => import('./AdminGate')));
const NotFound = lazy(withChunkTimeout(() => import('./NotFound')));

/** A page whose module is already loaded: the server's first-view render (decision 0047). */
export interface LoadedPage {
  page: PageEntry;
  component: ComponentType;
}

const lazyPages = new Map<PageEntry, ComponentType>();
const lazyPage = (page: PageEntry): ComponentType => {
  let component = lazyPages.get(page);
  if (!component) {
    component = lazy(withChunkTimeout(page.load));
    lazyPages.set(page, component);
  }
  return component;
};

/**
 * Declarative routes, from the page table. (The data router would add 17 KB gzip of loaders and
 * actions this app does not use; see the first-screen budget.) One lazily loaded chunk per page;
 * a page's aliases share it. A console page loads only after AdminGate has seen the
 * administrator role. A page given as loaded renders at once, without suspending.
 */
export function AppRoutes({ loaded }: { loaded?: LoadedPage }) {
  const pages = pageTable.flatMap((page) => {
    const Page = page === loaded?.page ? loaded.component : lazyPage(page);
    const element = page.admin ? (
      <AdminGate>
        <Page />
      </AdminGate>
    ) : (
      <Page />
    );
    return [page.path, ...(page.aliases ?? [])].map((path) => (
      <Route key={path} path={path} element={element} />
    ));
  });
  return (
    <Routes>
      <Route element={<AppShell />}>
        {pages}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/** The app on the hash history. */
export function AppRouter({ loaded }: { loaded?: LoadedPage }) {
  return (
    <HashHistoryRouter>
      <AppRoutes loaded={loaded} />
    </HashHistoryRouter>
  );
}
