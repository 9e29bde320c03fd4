// First: a share page's path becomes its hash route before the router reads the address.
import './app/landOnSharePath';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/setup';
import { App } from './app/App';
import { startOfflineCache } from './app/offlineCache';
import { pageTable } from './app/pageTable';
import { queryClient } from './app/queryClient';
import { registerServiceWorker } from './app/serviceWorker';
import { handleSessionExpired } from './app/sessionExpiry';
import { setPages } from './nav/pageIndex';
import { startReaderScript } from './script';

startReaderScript();
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
// The layers below app/ receive what they need of it here rather than import it (decision 0016).
configureApi({ queryClient, onSessionExpired: handleSessionExpired });
setPages(pageTable);
startOfflineCache();
const root = createRoot(container);
// A transition lets React yield to the browser while it renders the first screen, instead of
// one long task; index.html's static nav bar stays visible meanwhile.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
registerServiceWorker();
