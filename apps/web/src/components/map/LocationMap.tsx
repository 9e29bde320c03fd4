import 'leaflet/dist/leaflet.css';
import {
  control,
  divIcon,
  map as createMap,
  marker as createMarker,
  tileLayer,
  type LeafletMouseEvent,
  type Map as LeafletMap,
  type Marker,
} from 'leaflet';
import { useEffect, useRef } from 'react';
import { roundCoords, type Coords, type MapView } from '../../lib/geo';
import type { MapTiles } from '../../lib/mapTiles';
import styles from './LocationMap.module.css';

export interface LocationMapProps {
  tiles: MapTiles;
  /** Where the map looks; a new object moves it there. */
  view: MapView;
  /** Where the marker stands; null: no marker. */
  point: Coords | null;
  /** Given: tapping the map or dragging the marker chooses a point. Absent: the map only shows. */
  onPick?: (point: Coords) => void;
  /** What a screen reader announces for the map. */
  label: string;
  className?: string;
}

/** A pin in the brand colour, drawn in place (Leaflet's default icon is an image file). */
const PIN = divIcon({
  className: styles.pin,
  html: '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true"><path d="M16 41S2 25.5 2 15.5a14 14 0 0 1 28 0C30 25.5 16 41 16 41z" fill="#217f35" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 41],
});

/**
 * A Leaflet map of raster tiles with one marker. Loaded only by the location pages and only when
 * a tile server is configured (LazyLocationMap), so no other screen carries Leaflet.
 */
export default function LocationMap({
  tiles,
  view,
  point,
  onPick,
  label,
  className,
}: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const pickRef = useRef(onPick);
  const picking = Boolean(onPick);

  useEffect(() => {
    pickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const map = createMap(container.current!, { zoomControl: false });
    map.attributionControl.setPrefix(false);
    control.zoom({ zoomInTitle: '放大', zoomOutTitle: '缩小' }).addTo(map);
    // Leaflet writes attributions as HTML; the setting is plain text.
    tileLayer(tiles.urlTemplate, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(
      map,
    );
    if (picking) map.on('click', (event: LeafletMouseEvent) => pickRef.current?.(toCoords(event)));
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [tiles, picking]);

  useEffect(() => {
    mapRef.current?.setView([view.latitude, view.longitude], view.zoom);
  }, [view, tiles, picking]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!point) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const at: [number, number] = [point.latitude, point.longitude];
    if (markerRef.current) {
      markerRef.current.setLatLng(at);
      return;
    }
    const marker = createMarker(at, {
      icon: PIN,
      draggable: picking,
      interactive: picking,
      keyboard: false,
      title: picking ? '拖动标记调整位置' : '',
    }).addTo(map);
    marker.on('dragend', () => {
      const { lat, lng } = marker.getLatLng();
      pickRef.current?.(roundCoords({ latitude: lat, longitude: lng }));
    });
    markerRef.current = marker;
  }, [point, tiles, picking]);

  return (
    <div
      ref={container}
      className={[styles.map, className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      data-testid="location-map"
    />
  );
}

function toCoords({ latlng }: LeafletMouseEvent): Coords {
  return roundCoords({ latitude: latlng.lat, longitude: latlng.lng });
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
