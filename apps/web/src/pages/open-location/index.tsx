import { useQueryParam } from '../../app/useQueryParam';
import { EmptyState } from '../../components/EmptyState';
import { PinIcon } from '../../components/icons';
import styles from './index.module.css';

/**
 * A post's place: its address and coordinates, with links that open it in the map apps people
 * already have (no tile server is configured, so no map of our own).
 */
export default function OpenLocationPage() {
  const lat = Number(useQueryParam('lat'));
  const lng = Number(useQueryParam('lng'));
  const address = useQueryParam('address') ?? '';
  const valid =
    useQueryParam('lat') !== null &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180;
  if (!valid) return <EmptyState title="位置信息不完整" />;

  const q = encodeURIComponent(address || `${lat},${lng}`);
  return (
    <div className={styles.page} data-testid="open-location">
      <div className={styles.card}>
        <span className={styles.pin} aria-hidden="true">
          <PinIcon size={28} />
        </span>
        <p className={styles.address}>{address || '未填写地址'}</p>
        <p className={styles.coords}>
          {lat}, {lng}
        </p>
      </div>
      <div className={styles.links}>
        <a
          className={styles.link}
          href={`https://www.google.com/maps/search/?api=1&query=${lat},${lng}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          在 Google 地图中打开
        </a>
        <a
          className={styles.link}
          href={`https://maps.apple.com/?ll=${lat},${lng}&q=${q}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          在 Apple 地图中打开
        </a>
      </div>
    </div>
  );
}
