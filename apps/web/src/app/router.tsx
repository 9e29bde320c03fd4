import { lazy } from 'react';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { AppShell } from './AppShell';
import { hashHistory } from './appNavigator';
import { routes } from './routes';

const AdminGate = lazy(() => import('./AdminGate'));
const NotFound = lazy(() => import('./NotFound'));

/**
 * Declarative routes on the hash history, from the route table. (The data router would add
 * 17 KB gzip of loaders and actions this app does not use; see the first-screen budget.)
 * One lazily loaded chunk per page; a page's aliases share it. A console page loads only after
 * AdminGate has seen the administrator role.
 */
const pages = routes.flatMap((route) => {
  const Page = lazy(route.load);
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
