import { usePageTitle } from '../../nav/pageTitle';

/**
 * 绑定手机号 the first time, 修改手机号 once there is one (the page table's title): a user
 * with no phone yet is not changing anything. `current` is undefined while the profile loads.
 */
export function useBindTitle(what: string, current: string | null | undefined): void {
  usePageTitle(current === undefined ? undefined : `${current ? '修改' : '绑定'}${what}`);
}
