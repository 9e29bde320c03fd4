import { CHUNK_LOAD_TIMEOUT_MS } from '@huaren/contract';
import { lazy } from 'react';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { AppShell } from './AppShell';
import { hashHistory } from './appNavigator';
import { routes } from './routes';

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

/**
 * Declarative routes on the hash history, from the route table. (The data router would add
 * 17 KB gzip of loaders and actions this app does not use; see the first-screen budget.)
 * One lazily loaded chunk per page; a page's aliases share it. A console page loads only after
 * AdminGate has seen the administrator role.
 */
const pages = routes.flatMap((route) => {
  const Page = lazy(withChunkTimeout(route.load));
  const element = route.admin ? (
    <AdminGate>
      <Page />
    </AdminGate>
  ) : (
    <Page />
  );
  return [route.path, ...(route.aliases ?? [])].map((path) => (
    <Route key={path} path={path} element={element} />
  ));
});

export function AppRouter() {
  return (
    <HistoryRouter history={hashHistory}>
      <Routes>
        <Route element={<AppShell />}>
          {pages}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </HistoryRouter>
  );
}
