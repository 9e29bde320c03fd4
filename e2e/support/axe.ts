import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { OpenPage } from './browser';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** Serious and critical axe violations on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') refuses the
  // inline script tag that addScriptTag would add.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Each screen (a name, its path, a test id that shows once it has rendered) passes axe. */
export function itPassesAxeOn(
  open: OpenPage,
  screens: readonly (readonly [string, string, string])[],
) {
  it.each(screens)(
    'axe finds no serious or critical violation on %s',
    async (_name, path, testId) => {
      const { page } = await open(path);
      await page.getByTestId(testId).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    },
  );
}
