import { ADDRESS_MAX } from '@huaren/contract';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useAppNavigator } from '../../app/appNavigator';
import { leaveLocation } from '../../lib/locationChoice';
import { showErrorToast } from '../../lib/toast';
import styles from './index.module.css';

type Coords = { latitude: number; longitude: number };

/**
 * The place of a post: an address typed by hand plus coordinates from the browser's location.
 * A map needs a tile server, and none is configured, so there is none (DESIGN.md: no third-party
 * map loads without one). The choice goes back to the publish form (lib/locationChoice).
 */
export default function ChooseLocationPage() {
  const navigator = useAppNavigator();
  const [address, setAddress] = useState('');
  const [coords, setCoords] = useState<Coords | null>(null);
  const [locating, setLocating] = useState(false);

  const locate = () => {
    if (!('geolocation' in window.navigator)) return showErrorToast('此浏览器不支持定位');
    setLocating(true);
    window.navigator.geolocation.getCurrentPosition(
      ({ coords: c }) => {
        setLocating(false);
        setCoords({ latitude: round(c.latitude), longitude: round(c.longitude) });
      },
      (error) => {
        setLocating(false);
        showErrorToast(
          error.code === error.PERMISSION_DENIED ? '未获得定位权限' : '定位失败，请重试',
        );
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const confirm = () => {
    const text = address.trim();
    if (!text) return showErrorToast('请输入地址');
    if (!coords) return showErrorToast('请先点击“使用当前位置”获取坐标');
    leaveLocation({ ...coords, address: text });
    void navigator.back();
  };

  return (
    <div className={styles.page} data-testid="choose-location">
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
          clearable
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
          {coords
            ? `坐标：${coords.latitude}, ${coords.longitude}`
            : '获取坐标后，看帖的人可以在地图应用中打开这个位置。'}
        </p>
      </div>
      <div className={styles.footer}>
        <Button block color="primary" size="large" onClick={confirm} data-testid="location-confirm">
          确定
        </Button>
      </div>
    </div>
  );
}

/** Five decimals is about a metre: precise enough to find a door, no more. */
function round(n: number): number {
  return Math.round(n * 1e5) / 1e5;
}
