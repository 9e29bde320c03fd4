/** Business constants of spec section 9, shared by server and web. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const VCODE_LENGTH = 6;
export const VCODE_RESEND_SECONDS = 60;
export const TEXTAREA_MAXLENGTH = 140;
export const UPLOAD_MAX_FILES_DEFAULT = 52;

export const TOAST_MS = 2000;
export const ERROR_TOAST_MS = 3000;

export const ASYNC_LOADING_DELAY_MS = 200;
export const ASYNC_ERROR_TIMEOUT_MS = 60_000;

export const PAGE_TRANSITION_MS = 300;

/** The spec's #2ba245 darkened to pass WCAG AA under white text (decision 0014). */
export const BRAND_COLOR = '#217f35';
export const PAGE_BACKGROUND = '#f3f4f6';
export const TAB_COLOR_DEFAULT = '#7a7e83';

export const CALENDAR_MONTHS = 3;

/** The longest search keyword (post_list); in this light module so the search box on the first screen needs no schema. */
export const KEYWORD_MAX = 50;

/** Highest price a post may ask, in cents ($10,000,000): beyond it is a typo or a joke. */
export const PRICE_MAX_CENTS = 1_000_000_000;
