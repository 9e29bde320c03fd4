import { PAGE_TRANSITION_MS } from '@huaren/contract/constants';
import { Suspense, useLayoutEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigationType } from 'react-router';
import { useSiteName } from '../api/paramConfig';
import { AsyncView } from '../components/AsyncView';
import { NavBar } from '../components/NavBar';
import { useLoggedIn } from '../lib/session';
import { clearErrorToast } from '../lib/toast';
import { appNavigator, hasPageBehind } from '../nav/appNavigator';
import { useLaunch } from './launch';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageTitleContext, visitOf, type PageTitle } from '../nav/pageTitle';
import { findPage } from '../nav/pageIndex';
import { TabBar } from './TabBar';
import { useDocumentTitle } from './useDocumentTitle';
import { useScrollRestoration } from './useScrollRestoration';
import styles from './AppShell.module.css';

const reload = () => window.location.reload();
const back = () => void appNavigator.back();
const home = () => void appNavigator.back('home');

/**
 * The frame around every page: nav bar, content, tab bar and title, all read from the page
 * table. The bars paint at once; only the content waits for its chunk and data.
 */
export function AppShell() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const siteName = useSiteName();
  const page = findPage(location.pathname);
  const [pageTitle, setPageTitle] = useState<PageTitle | null>(null);
  const title =
    (pageTitle?.visit === visitOf(location) ? pageTitle.title : undefined) ?? page?.title;
  // Logging in or out re-checks the page against the interceptors below.
  useLoggedIn();
  useLaunch();
  useScrollRestoration();
  useLayoutEffect(clearErrorToast, [location.key]);
  useDocumentTitle(title ? `${title} - ${siteName}` : siteName);

  // Interceptors see every arrival, before the page renders: a visitor on a page that needs a
  // login (typed URL, reload, a session that just ended) goes to login.
  const redirect = appNavigator.checkArrival(location.pathname + location.search);
  if (redirect !== null) return <Navigate to={redirect} replace />;

  // Tab pages have no way out; a page opened first (a link, a typed address) has nothing to go
  // back to, so it offers home rather than a back arrow that would land there anyway.
  const leaving = page?.tab ? {} : hasPageBehind() ? { onBack: back } : { onHome: home };
  // Pages opened on top pop in (spec section 2); tab switches and going back do not.
  const popIn = navigationType === 'PUSH' && !page?.tab;
  return (
    <div className={page?.admin ? 'app-column app-column-wide' : 'app-column'}>
      <div
        key={location.key}
        className={popIn ? `${styles.page} ${styles.popIn}` : styles.page}
        style={popIn ? { animationDuration: `${PAGE_TRANSITION_MS}ms` } : undefined}
      >
        <NavBar
          title={page?.navTitle === 'siteName' ? siteName : (title ?? siteName)}
          {...leaving}
        />
        <main className={styles.content}>
          <PageErrorBoundary>
            <Suspense fallback={<AsyncView status="pending" onRetry={reload} />}>
              <PageTitleContext value={setPageTitle}>
                <Outlet />
              </PageTitleContext>
            </Suspense>
          </PageErrorBoundary>
        </main>
      </div>
      {page?.tab && <TabBar current={page.path} />}
    </div>
  );
}
