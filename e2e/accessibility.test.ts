import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { useBrowser } from './support/browser';

const open = useBrowser();

describe('accessibility', () => {
  it.each([
    ['home', '/', 'home-categories'],
    // Opened directly: its nav bar offers home rather than back.
    ['region picker', '/pages/region/index', 'region-list'],
  ])('axe finds no serious or critical violation on %s', async (_name, path, testId) => {
    const { page } = await open(path);
    await page.getByTestId(testId).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
