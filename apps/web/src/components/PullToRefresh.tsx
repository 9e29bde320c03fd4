import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import styles from './PullToRefresh.module.css';

/** How far the finger must pull the content down (after damping) before letting go refreshes. */
const THRESHOLD = 60;
/** The height the status line keeps while the refresh runs. */
const HEAD_HEIGHT = 40;
/** How long 刷新成功 stays before the content slides back. */
const COMPLETE_MS = 500;

type Status = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

const TEXT: Record<Exclude<Status, 'idle'>, string> = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '加载中',
  complete: '刷新成功',
};

/** The element that scrolls the content: the nearest scrolling ancestor, else the page. */
function scrollerOf(element: HTMLElement): Element {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(node).overflowY)) return node;
  }
  return document.scrollingElement ?? document.documentElement;
}

/**
 * Pull down at the top of a feed to refresh it. Ours rather than antd-mobile's, which brings a
 * spring animation library and a gesture library (26 KB gzip) into every feed page, and a feed
 * is what an entry page opens (issue 22's budget); touch events and a CSS transition do the same.
 */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [pull, setPull] = useState({ status: 'idle' as Status, offset: 0, dragging: false });
  const refresh = useEffectEvent(() => onRefresh());

  useEffect(() => {
    const element = ref.current!;
    let start: number | null = null;
    let offset = 0;
    let busy = false;
    const settle = (status: Status, to: number) => setPull({ status, offset: to, dragging: false });

    const onStart = (event: TouchEvent) => {
      if (busy || scrollerOf(element).scrollTop > 0) return;
      start = event.touches[0]!.clientY;
    };
    const onMove = (event: TouchEvent) => {
      if (start === null) return;
      const dy = event.touches[0]!.clientY - start;
      if (dy <= 0) return;
      // The page must not scroll or bounce while the feed is being pulled.
      if (event.cancelable) event.preventDefault();
      // Damped, as a finger feels resistance: half the distance, and less and less past the line.
      offset = Math.min(dy / 2, THRESHOLD * 2);
      setPull({
        status: offset >= THRESHOLD ? 'canRelease' : 'pulling',
        offset,
        dragging: true,
      });
    };
    const onEnd = async () => {
      if (start === null) return;
      start = null;
      if (offset < THRESHOLD) return settle('idle', 0);
      busy = true;
      settle('refreshing', HEAD_HEIGHT);
      try {
        await refresh();
      } finally {
        offset = 0;
        settle('complete', HEAD_HEIGHT);
        setTimeout(() => {
          busy = false;
          settle('idle', 0);
        }, COMPLETE_MS);
      }
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  return (
    <div ref={ref}>
      {/* The status line grows with the pull, pushing the feed down (no transform: the feed's
          fixed-position children stay fixed to the screen). */}
      <div
        className={styles.head}
        style={{ height: pull.offset, transition: pull.dragging ? 'none' : undefined }}
        aria-live="polite"
      >
        {pull.status === 'idle' ? null : TEXT[pull.status]}
      </div>
      {children}
    </div>
  );
}
