import { useEffect, useState } from 'react';

/**
 * `visible`, but false for the first frame after mounting. antd-mobile's Popup and Mask take
 * their first `visible` as where they start, so one loaded when it is first opened (see
 * LoadedWhenOpened) would appear at once; this makes it slide or fade in as it did before.
 */
export function useShownAfterMount(visible: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return visible && mounted;
}
