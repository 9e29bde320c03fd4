import type { Page } from 'playwright-core';

interface Point {
  x: number;
  y: number;
}

/**
 * A finger on the screen from `from` to `to`, then lifted, as on a phone: touch gestures (pull to
 * refresh, swiping the photos) take touch events, which only the DevTools protocol can send.
 */
export async function drag(page: Page, from: Point, to: Point, steps = 12): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (i: number) => [
    { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps },
  ];
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let i = 1; i <= steps; i++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}
