/** The app version of spec section 1, shown on the about page and sent nowhere else. */
export const APP_VERSION = '1.0.1';
export const APP_VERSION_CODE = 101;

/** Used in page titles until the parameter config (key `siteName`) has loaded. */
export const DEFAULT_SITE_NAME = '华人生活圈';

/**
 * The id of the `<script type="application/json">` in which the server writes the launch calls'
 * answers into the app's HTML (decision 0043), keyed by each call's path: the app starts with
 * them instead of asking. Data, not code: the page's CSP runs only our own script files.
 */
export const LAUNCH_DATA_ELEMENT_ID = 'launch-data';

/** The clientType the web app sends (categories differ by client: spec section 7). */
export const WEB_CLIENT_TYPE = 2;

/**
 * The id of the `<script type="application/json">` in which the server writes the answers an
 * entry page shows first (decision 0043, "The page's own first data"): a list of `PageCall`s, each
 * what the call answers a visitor for that input. The app takes one as its query's initial data
 * when it would ask the same call with the same input as a visitor.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** One answer in the page data: the call's path, the input as the app sends it, the answer. */
export interface PageCall {
  path: string;
  input: Record<string, unknown>;
  output: unknown;
}
