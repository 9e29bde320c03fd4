import type { Locator, Page } from 'playwright-core';

/**
 * Clicks an item of a picker wheel until the wheel says it holds the item. The wheel's items sit
 * under its mask, so the click is dispatched to the item rather than aimed at the screen; a
 * click that lands while the wheel settles (it re-renders when it opens, and when the column
 * before it changes) is lost, so it is repeated.
 */
async function chooseUntilChosen(item: Locator, chosen: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await item.dispatchEvent('click');
    try {
      await chosen.waitFor({ state: 'attached', timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
}

/** Chooses an option in an open antd picker wheel and confirms. */
export async function pick(page: Page, label: string): Promise<void> {
  await chooseUntilChosen(
    page.locator('.adm-picker-view-column-item', { hasText: label }).first(),
    page
      .locator('.adm-picker-view-column-accessible-current', { hasText: '-' })
      .and(page.getByRole('button', { name: `当前选择的是：${label}` })),
  );
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
}

/** Chooses a path in the open cascade picker titled `title`, one column after the other, and confirms. */
export async function pickCascade(page: Page, title: string, labels: string[]): Promise<void> {
  const picker = page.locator('.adm-picker', {
    has: page.locator('.adm-picker-header-title', { hasText: title }),
  });
  const columns = picker.locator('.adm-picker-view-column');
  for (const [i, label] of labels.entries()) {
    await chooseUntilChosen(
      columns.nth(i).locator('.adm-picker-view-column-item', { hasText: label }).first(),
      columns.nth(i).getByRole('button', { name: `当前选择的是：${label}` }),
    );
  }
  await picker.locator('.adm-picker-header-button', { hasText: '确定' }).click();
}
