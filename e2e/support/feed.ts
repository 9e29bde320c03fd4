import type { Page } from 'playwright-core';
import { PHONE } from './browser';

/**
 * A finger pulling the page down from near the top, as on a phone: the feeds' pull to refresh
 * listens to touch events, which only the DevTools protocol can send.
 */
export async function pullDown(page: Page, from = 220, distance = 360): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const x = PHONE.width / 2;
  const touch = (type: 'touchStart' | 'touchMove', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x, y }] });
  try {
    await touch('touchStart', from);
    const steps = 12;
    for (let i = 1; i <= steps; i++) await touch('touchMove', from + (distance * i) / steps);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}
