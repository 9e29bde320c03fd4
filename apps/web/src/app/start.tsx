// The app itself, imported by main.tsx once the page has painted what the server sent.
import { FIRST_VIEW_ATTRIBUTE } from '@huaren/contract/app';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi } from '../api/setup';
import { App } from './App';
import { loadedPageAt } from './loadedPage';
import { startOfflineCache } from './offlineCache';
import { pageTable } from './pageTable';
import { queryClient } from './queryClient';
import { registerServiceWorker } from './serviceWorker';
import { handleSessionExpired } from './sessionExpiry';
import { launchDataInPage } from '../lib/launchData';
import { isLoggedIn } from '../lib/session';
import { currentPath } from '../nav/appNavigator';
import { setPages } from '../nav/pageIndex';
import { readerScript } from '../script/readerScript';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
// The layers below app/ receive what they need of it here rather than import it (decision 0016).
configureApi({ queryClient, onSessionExpired: handleSessionExpired });
setPages(pageTable);
startOfflineCache();
// The server rendered a visitor's first view of this route into the page (decision 0047): the app
// takes over those elements instead of painting them again. Anyone else (a logged-in reader, a
// Traditional reader whose page is converted in place, a hash route the server drew no view for,
// a page without the data the view was drawn from) starts afresh, and the server's view is
// replaced in the first commit.
const drawnPath = container.getAttribute(FIRST_VIEW_ATTRIBUTE);
const hydrate =
  drawnPath === currentPath() && launchDataInPage() && !isLoggedIn() && readerScript() !== 'hant';
// A transition lets React yield to the browser while it renders the first screen, instead of
// one long task; what the server sent stays visible meanwhile.
const loaded = hydrate ? await loadedPageAt(currentPath()) : undefined;
const app = (
  <StrictMode>
    <App loaded={loaded} />
  </StrictMode>
);
startTransition(() => {
  if (hydrate) {
    hydrateRoot(container, app, {
      // A reader who follows a link on the drawn view before the app reaches it moves the address
      // away from what was drawn: React then draws the new page afresh, which is what they asked.
      onRecoverableError: (error) => {
        if (currentPath() === drawnPath) reportError(error);
      },
    });
  } else createRoot(container).render(app);
});
registerServiceWorker();
