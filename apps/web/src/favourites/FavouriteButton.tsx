import type { FavouriteType } from '@huaren/contract';
import { fillableIcon } from '../components/StrokeIcon';
import { currentPath, useAppNavigator } from '../nav/appNavigator';
import { loginPathFor } from '../nav/loginFlow';
import { useLoggedIn } from '../lib/session';
import { useFavouriteStateQuery, useToggleFavouriteMutation } from './api';
import styles from './FavouriteButton.module.css';

const StarIcon = fillableIcon(
  'm12 3.8 2.5 5.1 5.6.8-4 4 1 5.6-5.1-2.7-5 2.7.9-5.6-4-4 5.6-.8z',
  20,
);

/**
 * 收藏 on a post's or an article's detail: private, apart from the like (decision 0038). A
 * visitor is sent to login; the state is the caller's own.
 */
export function FavouriteButton({ type, id }: { type: FavouriteType; id: number }) {
  const navigator = useAppNavigator();
  const loggedIn = useLoggedIn();
  const state = useFavouriteStateQuery(type, id, loggedIn);
  const toggle = useToggleFavouriteMutation(type, id);
  const on = loggedIn && state.data === true;
  const click = () => {
    if (!loggedIn) return void navigator.navigateTo(loginPathFor(currentPath()));
    toggle.mutate(!on);
  };
  return (
    <div className={styles.strip}>
      <button
        type="button"
        className={on ? `${styles.button} ${styles.on}` : styles.button}
        aria-pressed={on}
        disabled={toggle.isPending || (loggedIn && state.isPending)}
        onClick={click}
        data-testid={`${type}-favourite`}
      >
        <StarIcon filled={on} />
        <span>{on ? '已收藏' : '收藏'}</span>
      </button>
    </div>
  );
}
