import { ADDRESS_MAX } from '@huaren/contract';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useAppNavigator } from '../../nav/appNavigator';
import { parseId } from '../../lib/url';
import { parsePlace } from '../../nav/paths';
import { useQueryParam } from '../../nav/useQueryParam';
import { LazyLocationMap } from '../../components/map/LazyLocationMap';
import { getBrowserLocation, LocationError } from '../../lib/browserLocation';
import { STREET_ZOOM, type Coords, type MapView } from '../../lib/geo';
import { leaveLocation } from '../../lib/locationChoice';
import { mapTiles } from '../../lib/mapTiles';
import { showErrorToast } from '../../lib/toast';
import { useStartView } from './useStartView';
import styles from './index.module.css';

const tiles = mapTiles();

/**
 * The place of a post: an address typed by hand, and a point when the user gives one: tapped on
 * the map (where a tile server is configured) or the browser's location. The address alone is
 * enough (docs/decisions/0010-maps.md). The choice goes back to the publish form
 * (lib/locationChoice); the form's location and region arrive in the query.
 */
export default function ChooseLocationPage() {
  const navigator = useAppNavigator();
  const initial = parsePlace(useQueryParam('lat'), useQueryParam('lng'), useQueryParam('address'));
  const [address, setAddress] = useState(initial?.address ?? '');
  const [point, setPoint] = useState<Coords | null>(() =>
    initial?.latitude != null && initial.longitude != null
      ? { latitude: initial.latitude, longitude: initial.longitude }
      : null,
  );
  const [movedTo, setMovedTo] = useState<MapView | null>(() =>
    point ? { ...point, zoom: STREET_ZOOM } : null,
  );
  const startView = useStartView(parseId(useQueryParam('region')), tiles !== null && !point);
  const [locating, setLocating] = useState(false);

  const locate = () => {
    setLocating(true);
    getBrowserLocation().then(
      (coords) => {
        setLocating(false);
        setPoint(coords);
        setMovedTo({ ...coords, zoom: STREET_ZOOM });
      },
      (error: unknown) => {
        setLocating(false);
        showErrorToast(error instanceof LocationError ? error.message : '定位失败，请重试');
      },
    );
  };

  const confirm = () => {
    const text = address.trim();
    if (!text) return showErrorToast('请输入地址');
    leaveLocation({
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      address: text,
    });
    void navigator.back();
  };

  return (
    <div className={styles.page} data-testid="choose-location">
      {tiles && (
        <div className={styles.mapBox}>
          <LazyLocationMap
            className={styles.map}
            tiles={tiles}
            view={movedTo ?? startView}
            point={point}
            onPick={setPoint}
            label="地图：点击选择位置"
          />
          {!point && <p className={styles.hint}>点击地图选择位置</p>}
        </div>
      )}
      <div className={styles.card}>
        <label className={styles.label} htmlFor="location-address">
          地址
        </label>
        <Input
          id="location-address"
          value={address}
          onChange={setAddress}
          placeholder="如 Main St & 41st Ave, Flushing, NY"
          maxLength={ADDRESS_MAX}
        />
      </div>
      <div className={styles.card}>
        <Button
          block
          fill="outline"
          color="primary"
          loading={locating}
          onClick={locate}
          data-testid="location-locate"
        >
          使用当前位置
        </Button>
        <p className={styles.coords} data-testid="location-coords">
          {point ? `坐标：${point.latitude}, ${point.longitude}` : noPointNote}
        </p>
        {point && (
          <button type="button" className={styles.clear} onClick={() => setPoint(null)}>
            不使用坐标
          </button>
        )}
      </div>
      <div className={styles.footer}>
        <Button block color="primary" size="large" onClick={confirm} data-testid="location-confirm">
          确定
        </Button>
      </div>
    </div>
  );
}

const noPointNote = tiles
  ? '坐标选填：在地图上点选，或使用当前位置。'
  : '坐标选填：没有坐标时，看帖的人可以按地址在地图应用中搜索。';
