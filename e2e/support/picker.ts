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
