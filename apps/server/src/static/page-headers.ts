import type { MapTilesConfig } from '../map-tiles-config';
import { contentSecurityPolicy } from './content-security-policy';

/**
 * The headers of the app's HTML: what it may load (the CSP), what other sites learn of it when
 * the reader follows a link or a tile loads (the origin only: a page's path and query can name a
 * post or a search, and tile servers such as OpenStreetMap's ask for a Referer naming the site),
 * and which browser features it may use (the location pages ask for the position; nothing else
 * needs a camera, a microphone, payments or USB, and no embedded frame gets any of them).
 */
export function pageHeaders(
  mapTiles: MapTilesConfig | null,
  mediaOrigin: string | null,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(mapTiles, mediaOrigin),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
  };
}
