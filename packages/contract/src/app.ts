/** The app version of spec section 1, shown on the about page and sent nowhere else. */
export const APP_VERSION = '1.0.1';
export const APP_VERSION_CODE = 101;

/** Used in page titles until the parameter config (key `siteName`) has loaded. */
export const DEFAULT_SITE_NAME = '华人生活圈';
