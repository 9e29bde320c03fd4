import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts an overlay loaded with `lazy` the first time it is opened, and keeps it mounted after,
 * so that closing it still slides or fades it away. Until then its code (antd-mobile's Popup or
 * ImageViewer, with their spring and gesture libraries) is not downloaded: an entry page shows
 * none of it on arrival (decision 0043).
 */
export function LoadedWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
