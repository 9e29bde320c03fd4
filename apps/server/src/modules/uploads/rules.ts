import { DAY_MS, HOUR_MS } from '../../lib/clock';
import type { Limit } from '../../limits/rate-limiter';

/*
 * The server's own upload figures. The byte and pixel caps and the two sizes are the contract's
 * (UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_MAX_SIDE, UPLOAD_THUMB_SIDE): the browser
 * compresses to the same sizes before uploading.
 */

/**
 * WebP quality: sharp's default, with no visible loss at phone-screen sizes; the thumbnail goes
 * lower, it is shown small.
 */
export const WEBP_QUALITY = 80;
export const THUMB_QUALITY = 70;
/**
 * libwebp's effort (0-6; sharp's default 4). Measured on a 1600 × 1200 photo: effort 4 takes
 * about 2.5 times as long as 2 (476 against 185 ms) for files 2-3% smaller. Encoding is most of
 * an upload's CPU, so 2.
 */
export const WEBP_EFFORT = 2;

/**
 * Decodes at once: one per core of these 2-core machines, each libvips pipeline on one thread
 * (sharp.concurrency(1)), so a burst of uploads keeps at most two threads busy and the event
 * loop and the rest of the libuv pool (scrypt, file I/O) stay responsive.
 */
export const DECODE_CONCURRENCY = 2;
/**
 * Uploads allowed to wait for a decode slot; more are refused at once (429) rather than
 * queued for seconds while each holds its decoded bytes. Two users each sending 9 photos fit.
 */
export const DECODE_QUEUE = 16;

export const Limits = {
  /** Our choice: a post has at most 9 images; 60 an hour allows several posts and retries. */
  uploadsPerHour: { name: 'upload-hour', max: 60, windowMs: HOUR_MS },
  /** Our choice: bounds what one account can add to the disk in a day (300 × ≤ 0.5 MB). */
  uploadsPerDay: { name: 'upload-day', max: 300, windowMs: DAY_MS },
} as const satisfies Record<string, Limit>;
