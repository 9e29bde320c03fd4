import { lazy } from 'react';
import { Navigate, Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { AppShell } from './AppShell';
import { hashHistory } from './appNavigator';
import { HOME_PATH, routes } from './routes';

/**
 * Declarative routes on the hash history, from the route table. (The data router would add
 * 17 KB gzip of loaders and actions this app does not use; see the first-screen budget.)
 * One lazily loaded chunk per page; a page's aliases share it.
 */
const pages = routes.flatMap((route) => {
  const Page = lazy(route.load);
  return [route.path, ...(route.aliases ?? [])].map((path) => (
    <Route key={path} path={path} element={<Page />} />
  ));
});

export function AppRouter() {
  return (
    <HistoryRouter history={hashHistory}>
      <Routes>
        <Route element={<AppShell />}>
          {pages}
          {/* Pages that do not exist (yet): the home page rather than a blank screen. */}
          <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
        </Route>
      </Routes>
    </HistoryRouter>
  );
}
