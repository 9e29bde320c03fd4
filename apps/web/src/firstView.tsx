// The server's entry (decision 0047): a visitor's first view of an entry page rendered to HTML
// from the answers the server writes into that page, so its content paints with the HTML and
// the app hydrates it instead of painting it again. Built by `vite build --ssr` into dist-ssr/.
import type { FirstView, FirstViewInput } from '@huaren/contract/app';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { newQueryClient } from './app/newQueryClient';
import { pageTable } from './app/pageTable';
import { loadedPageAt } from './app/loadedPage';
import { AppRoutes } from './app/router';
import { serveLaunchAnswers } from './lib/launchData';
import { servePageAnswers } from './lib/pageData';
import { setPages } from './nav/pageIndex';
import { hashRouteOfSharePath } from './nav/sharePathRoute';

setPages(pageTable);

/** The first view of `path` for a visitor, or null for a path that is no app page. */
export async function renderFirstView(input: FirstViewInput): Promise<FirstView | null> {
  const route = input.path === '/' ? '/' : hashRouteOfSharePath(input.path);
  const loaded = route === null ? undefined : await loadedPageAt(route);
  if (route === null || !loaded) return null;
  const { page } = loaded;
  const client = newQueryClient();
  // From here to the end the render is synchronous, so no other render sees these answers.
  serveLaunchAnswers(input.launch);
  servePageAnswers(input.pageData);
  try {
    const html = renderToString(
      <StrictMode>
        <QueryClientProvider client={client}>
          <StaticRouter location={route}>
            <AppRoutes loaded={loaded} />
          </StaticRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
    return { route, paths: [page.path, ...(page.aliases ?? [])], html };
  } finally {
    serveLaunchAnswers(null);
    servePageAnswers(null);
    client.clear();
  }
}
