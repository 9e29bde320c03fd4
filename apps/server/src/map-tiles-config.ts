/** The MAP_TILE_URL setting (decision 0010): a tile URL template, checked, with its origin. */

/** A raster tile server: the template Leaflet fills in, and the credit its terms ask for. */
export interface MapTilesConfig {
  /** `https://host/{z}/{x}/{y}.png`, optionally with `{r}` (Leaflet's @2x on a retina screen). */
  urlTemplate: string;
  /** Plain text shown on the map. */
  attribution: string;
  /** Where the tiles come from: the page's Content-Security-Policy lets images load from it. */
  origin: string;
}

export function mapTiles(urlTemplate = '', attribution = ''): MapTilesConfig | null {
  const origin = tileOrigin(urlTemplate);
  return origin ? { urlTemplate, attribution: attribution.trim(), origin } : null;
}

const TILE_PLACEHOLDERS = /\{(?:z|x|y|r)\}/g;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin of a tile URL template, or null when it is not one: https (plain http would be
 * blocked as mixed content on an https site; a local stand-in may use it), {z}, {x} and {y}
 * present, and no other placeholder. Leaflet's {s} would spread tiles over several hosts that
 * the page's CSP would each have to name: one host is asked for instead.
 */
export function tileOrigin(template: string): string | null {
  if (!['{z}', '{x}', '{y}'].every((p) => template.includes(p))) return null;
  const filled = template.replace(TILE_PLACEHOLDERS, '0');
  if (/[{}]/.test(filled)) return null;
  try {
    const url = new URL(filled);
    const secure =
      url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
    return secure && !url.username && !url.password ? url.origin : null;
  } catch {
    return null;
  }
}
