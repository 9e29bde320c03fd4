import { ImageViewer, type MultiImageViewerRef } from 'antd-mobile';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useShownAfterMount } from './useShownAfterMount';

export interface PhotoViewerProps {
  /** The photos as the app holds them (uploads, a post's images). */
  photos: readonly { url: string }[];
  /** The photo shown first; null: the viewer is closed. */
  index: number | null;
  onClose: () => void;
}

/**
 * The full-screen photo viewer (swipe, pinch to zoom), which on a keyboard also closes with
 * Escape and turns with the arrow keys: antd-mobile's viewer listens to touch and pointer only.
 * Loaded by PhotoViewer when a photo is first opened.
 */
export default function PhotoViewerOverlay({ photos, index, onClose }: PhotoViewerProps) {
  const viewer = useRef<MultiImageViewerRef>(null);
  const current = useRef(index ?? 0);
  const open = index !== null;
  const shown = useShownAfterMount(open);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!open) return;
    current.current = index;
    // The viewer keeps the photo it showed last; each opening starts at the photo tapped.
    viewer.current?.swipeTo(index, true);
    const onKey = (event: KeyboardEvent) => {
      const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
      if (event.key === 'Escape') close();
      else if (step) {
        const next = Math.min(Math.max(current.current + step, 0), photos.length - 1);
        viewer.current?.swipeTo(next);
      } else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, index, photos.length]);

  return (
    <ImageViewer.Multi
      ref={viewer}
      images={photos.map((photo) => photo.url)}
      visible={shown}
      defaultIndex={index ?? 0}
      onIndexChange={(i) => (current.current = i)}
      onClose={onClose}
    />
  );
}
