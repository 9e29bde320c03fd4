import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const open = useBrowser();
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

describe('accessibility', () => {
  it.each([
    ['home', '/', 'home-categories'],
    ['region picker', '/pages/region/index', 'region-list'],
  ])('axe finds no serious or critical violation on %s', async (_name, path, testId) => {
    const { page } = await open(path);
    await page.getByTestId(testId).waitFor();
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } })
        .axe;
      return (await axe.run()).violations;
    });
    const severe = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(severe).toEqual([]);
  });
});
