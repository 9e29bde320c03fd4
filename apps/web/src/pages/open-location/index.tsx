import { useMemo } from 'react';
import { parsePlace } from '../../nav/paths';
import { useQueryParam } from '../../nav/useQueryParam';
import { EmptyState } from '../../components/EmptyState';
import { PinIcon } from '../../components/icons';
import { LazyLocationMap } from '../../components/map/LazyLocationMap';
import { STREET_ZOOM, type Coords } from '../../lib/geo';
import { mapAppLinks } from '../../lib/mapLinks';
import { mapTiles } from '../../lib/mapTiles';
import styles from './index.module.css';

const tiles = mapTiles();

/**
 * A post's place: on a map when a tile server is configured and the post has coordinates, with
 * links that open it in the map apps people already have (at the point, or a search for the
 * address when the poster gave an address only).
 */
export default function OpenLocationPage() {
  const [lat, lng, address] = [
    useQueryParam('lat'),
    useQueryParam('lng'),
    useQueryParam('address'),
  ];
  // One object per place, so the map is not moved back on every render.
  const { place, point, view } = useMemo(() => {
    const place = parsePlace(lat, lng, address);
    const point: Coords | null =
      place?.latitude != null && place.longitude != null
        ? { latitude: place.latitude, longitude: place.longitude }
        : null;
    return { place, point, view: point && { ...point, zoom: STREET_ZOOM } };
  }, [lat, lng, address]);
  if (!place) return <EmptyState title="位置信息不完整" />;

  const links = mapAppLinks(place);
  const onMap = tiles && point && view;
  return (
    <div className={styles.page} data-testid="open-location">
      {onMap && (
        <LazyLocationMap
          className={styles.map}
          tiles={tiles}
          view={view}
          point={point}
          label={`地图：${place.address || '帖子的位置'}`}
        />
      )}
      <div className={onMap ? styles.cardBelowMap : styles.card}>
        {!onMap && (
          <span className={styles.pin} aria-hidden="true">
            <PinIcon size={28} />
          </span>
        )}
        <p className={styles.address}>{place.address || '未填写地址'}</p>
        <p className={styles.coords} data-testid="open-location-coords">
          {point
            ? `${point.latitude}, ${point.longitude}`
            : '发帖人只填写了地址，可在地图应用中搜索'}
        </p>
      </div>
      <div className={styles.links}>
        <a className={styles.link} href={links.google} target="_blank" rel="noopener noreferrer">
          在 Google 地图中打开
        </a>
        <a className={styles.link} href={links.apple} target="_blank" rel="noopener noreferrer">
          在 Apple 地图中打开
        </a>
      </div>
    </div>
  );
}
