import { AppLink } from '../components/AppLink';
import { EmptyState } from '../components/EmptyState';
import { usePageTitle } from './pageTitle';
import { HOME_PATH } from './routes';
import styles from './NotFound.module.css';

/**
 * A path that names no page, or one the user may not see (the console, for anyone but an
 * administrator): said plainly, with the way home, rather than a blank screen or a silent jump
 * that leaves a stale link's reader wondering where they are. Loaded lazily like a page: in the
 * entry chunk its styles would be stylesheets holding back the first paint of every address.
 */
export default function NotFound() {
  usePageTitle('页面不存在');
  return (
    <EmptyState
      title="页面不存在"
      description={
        <>
          链接可能已失效，或页面已被移除。
          <AppLink to={HOME_PATH} className={styles.home} testId="not-found-home">
            返回首页
          </AppLink>
        </>
      }
      testId="not-found"
    />
  );
}
