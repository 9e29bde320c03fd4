import { useAppNavigator } from '../../nav/appNavigator';
import { useCurrentRegion } from '../../api/regions';
import { REGION_PICKER_PATH } from '../../nav/paths';
import { ChevronRightIcon, PinIcon } from '../icons';
import styles from './RegionBar.module.css';

/** The region the tab pages show, a tap from the picker: the home page and the information tab. */
export function RegionBar({ testId }: { testId: string }) {
  const navigator = useAppNavigator();
  const region = useCurrentRegion();
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.region}
        data-testid={testId}
        onClick={() => void navigator.navigateTo(REGION_PICKER_PATH)}
      >
        <PinIcon size={18} />
        <span className={styles.name}>{region?.regionName ?? '选择地区'}</span>
        <span className={styles.action}>
          切换地区
          <ChevronRightIcon size={14} />
        </span>
      </button>
    </div>
  );
}
