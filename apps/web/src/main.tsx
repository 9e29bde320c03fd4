import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startOfflineCache } from './app/offlineCache';
import { registerServiceWorker } from './app/serviceWorker';
import { startReaderScript } from './script';

startReaderScript();
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
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
