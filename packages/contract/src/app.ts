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
