import { hashRouteOfSharePath } from '../nav/sharePathRoute';

/**
 * Imported first by main.tsx, so that it runs before the router's hash history reads the
 * address: a reader who opened a share page (/p/12, server-rendered, decision 0039) continues
 * in the app on that item's hash route at /, in the same history entry (back leaves the site as
 * it would have). The server-rendered content stays on screen until the app replaces it. A script
 * file rather than inline code: the page's CSP runs only our own files.
 */
const route = hashRouteOfSharePath(window.location.pathname);
if (route) window.history.replaceState(window.history.state, '', `/#${route}`);
