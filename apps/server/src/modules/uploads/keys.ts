/** Store keys of an image id (the SHA-256 of its full-size WebP); also the names it is served by. */
export const fullKey = (id: string) => `${id}.webp`;
export const thumbKey = (id: string) => `${id}.thumb.webp`;

/** The only names GET /uploads/ answers: nothing else reaches the store (no path, no `..`). */
export const SERVED_NAME = /^[0-9a-f]{64}(?:\.thumb)?\.webp$/;
