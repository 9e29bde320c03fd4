/** The tile server the page was served with (the server writes it in; decision 0010). */
export interface MapTiles {
  /** Leaflet's template: `https://host/{z}/{x}/{y}.png`. */
  urlTemplate: string;
  /** Plain text, shown on the map as the tile server's terms ask. */
  attribution: string;
}

const meta = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';

/** Null when the server has no tile server configured: the location pages show no map. */
export function mapTiles(): MapTiles | null {
  const urlTemplate = meta('map-tile-url');
  const attribution = meta('map-tile-attribution');
  return urlTemplate ? { urlTemplate, attribution } : null;
}
