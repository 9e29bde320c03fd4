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

/**
 * The web app's server entry (apps/web/src/firstView.tsx, built into apps/web/dist-ssr): the
 * server renders a visitor's first view of an entry page with it (decision 0047).
 */
export interface FirstViewRenderer {
  /**
   * The first views of the page at `input.path`: first its own route's (none for a path that is
   * no app page), then, for `/`, the other routes that page opens by its hash and whose data it
   * carries (the community tab), which the page keeps in templates and shows in place of its own
   * when opened there.
   */
  renderFirstViews(input: FirstViewInput): Promise<FirstView[]>;
}

export interface FirstViewInput {
  /** The path the browser asked for: `/`, or a share page's (`/p/12`, `/r/5/c/2`). */
  path: string;
  /** The launch calls' answers, by path, as written into the page. */
  launch: Readonly<Record<string, unknown>>;
  /** The page's own first answers, as written into the page. */
  pageData: readonly PageCall[];
}

export interface FirstView {
  /** The hash route the app will be on: it hydrates only there. */
  route: string;
  /**
   * The page's paths in the page table, its own and its aliases: one of them names its module,
   * the web app's `src{path}.tsx`.
   */
  paths: string[];
  /** The markup of #root. */
  html: string;
}

/**
 * The web app's own module, which its entry imports once the page has painted: a page the server
 * rendered carries its styles and preloads its chunks, as its page's.
 */
export const APP_MODULE = 'src/app/start.tsx';

/**
 * The id of the `<template>` holding the preloads of the app's code, which the entry puts in the
 * head once the page has painted.
 */
export const APP_CHUNKS_ELEMENT_ID = 'app-chunks';

/**
 * The attribute that names the route whose first view the server rendered: on #root, the view it
 * holds; on a `<template>` of `/`, a view kept for the reader who opens that route by its hash.
 */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';
