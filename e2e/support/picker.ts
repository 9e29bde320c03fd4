import type { Page } from 'playwright-core';

/**
 * Chooses an option in an open antd picker wheel and confirms. The wheel's items sit under its
 * mask, so the click is dispatched to the item rather than aimed at the screen.
 */
export async function pick(page: Page, label: string): Promise<void> {
  await page
    .locator('.adm-picker-view-column-item', { hasText: label })
    .first()
    .dispatchEvent('click');
  await page
    .locator('.adm-picker-view-column-accessible-current', { hasText: '-' })
    .and(page.getByRole('button', { name: `当前选择的是：${label}` }))
    .waitFor({ state: 'attached' });
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
}

/**
 * Chooses a path in the open cascade picker titled `title`, one column after the other, and
 * confirms. A column re-renders when the one before it changes, and a click that lands while its
 * wheel settles is lost, so the click is repeated until the column says it holds the label.
 */
export async function pickCascade(page: Page, title: string, labels: string[]): Promise<void> {
  const picker = page.locator('.adm-picker', {
    has: page.locator('.adm-picker-header-title', { hasText: title }),
  });
  const columns = picker.locator('.adm-picker-view-column');
  for (const [i, label] of labels.entries()) {
    const item = columns.nth(i).locator('.adm-picker-view-column-item', { hasText: label }).first();
    const chosen = columns.nth(i).getByRole('button', { name: `当前选择的是：${label}` });
    for (let attempt = 1; ; attempt++) {
      await item.dispatchEvent('click');
      try {
        await chosen.waitFor({ state: 'attached', timeout: 5000 });
        break;
      } catch (error) {
        if (attempt === 4) throw error;
      }
    }
  }
  await picker.locator('.adm-picker-header-button', { hasText: '确定' }).click();
}
