import { lazy } from 'react';
import { LoadedWhenOpened } from './LoadedWhenOpened';
import type { PhotoViewerProps } from './PhotoViewerOverlay';

const PhotoViewerOverlay = lazy(() => import('./PhotoViewerOverlay'));

/** The full-screen photo viewer, downloaded when a photo is first opened. */
export function PhotoViewer(props: PhotoViewerProps) {
  return (
    <LoadedWhenOpened open={props.index !== null}>
      <PhotoViewerOverlay {...props} />
    </LoadedWhenOpened>
  );
}
