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
import { ArticlePath } from './nav/paths';
import { setPages } from './nav/pageIndex';
import { hashRouteOfSharePath } from './nav/sharePathRoute';

setPages(pageTable);

/**
 * The routes `/` opens whose first data index.html carries (the server's launch data, first views):
 * home, and the community tab, which readers keep open and reload by its address.
 */
const INDEX_ROUTES = ['/', ArticlePath.home];

export async function renderFirstViews(input: FirstViewInput): Promise<FirstView[]> {
  const routes = input.path === '/' ? INDEX_ROUTES : [hashRouteOfSharePath(input.path)];
  const views: FirstView[] = [];
  for (const route of routes) {
    const view = route === null ? null : await renderFirstView(route, input);
    if (!view) break;
    views.push(view);
  }
  return views;
}

/** A visitor's first view of `route`, or null for a route that is no page drawn for visitors. */
async function renderFirstView(route: string, input: FirstViewInput): Promise<FirstView | null> {
  const loaded = await loadedPageAt(route);
  if (!loaded) return null;
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
