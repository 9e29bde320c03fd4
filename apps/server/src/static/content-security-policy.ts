import type { MapTilesConfig } from '../map-tiles-config';
import { FIRST_VIEW_SWITCH_SOURCE } from './first-view-switch';

/**
 * For the app's HTML. Scripts come only from our own files, and the one inline script the server
 * writes, named by its hash (static/first-view-switch.ts), so markup that slipped into a page (an
 * article body is the one place HTML from users is inserted) cannot run. Inline styles stay
 * allowed: index.html paints its boot screen with one, and antd-mobile and Leaflet set style
 * attributes. Images may come from the tile server and the public media URL (PUBLIC_MEDIA_URL)
 * when they are configured, and from nowhere else outside our origin.
 */
export function contentSecurityPolicy(
  mapTiles: MapTilesConfig | null,
  mediaOrigin: string | null,
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${FIRST_VIEW_SWITCH_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", mapTiles?.origin, mediaOrigin].filter(Boolean).join(' '),
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
