import { GoneView } from '../components/GoneView';
import { usePageTitle } from '../nav/pageTitle';
import { HOME_PATH } from '../nav/paths';

/**
 * A path that names no page, or one the user may not see (the console, for anyone but an
 * administrator): said plainly, with the way home, rather than a blank screen or a silent jump
 * that leaves a stale link's reader wondering where they are. Loaded lazily like a page: in the
 * entry chunk its styles would be stylesheets holding back the first paint of every address.
 */
export default function NotFound() {
  usePageTitle('页面不存在');
  return (
    <GoneView
      title="页面不存在"
      reason="链接可能已失效，或页面已被移除。"
      to={HOME_PATH}
      action="返回首页"
      testId="not-found"
    />
  );
}
