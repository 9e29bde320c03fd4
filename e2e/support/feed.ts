import type { Page } from 'playwright-core';
import { PHONE } from './browser';
import { drag } from './touch';

/** A finger pulling the page down from near the top, as on a phone: the feeds' pull to refresh. */
export async function pullDown(page: Page, from = 220, distance = 360): Promise<void> {
  const x = PHONE.width / 2;
  await drag(page, { x, y: from }, { x, y: from + distance });
}
