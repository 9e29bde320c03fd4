import { lazy } from 'react';
import { LoadedWhenOpened } from '../LoadedWhenOpened';
import type { ShareSheetProps } from './SharePopup';

const SharePopup = lazy(() => import('./SharePopup'));

/** 分享's sheet (decision 0039), downloaded when it is first opened. */
export function ShareSheet(props: ShareSheetProps) {
  return (
    <LoadedWhenOpened open={props.visible}>
      <SharePopup {...props} />
    </LoadedWhenOpened>
  );
}
