// Draws the app icons (a green square with a white 华) with Debian's chromium, so the repository
// needs no image tool. Run once after changing the design: `node apps/web/scripts/make-icons.mjs`.
// The PNGs it writes to apps/web/public are committed.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BRAND = '#217f35';
const out = (name) => fileURLToPath(new URL(`../public/${name}`, import.meta.url));

// `glyph` is the character's size as a share of the icon. Maskable icons keep it inside the
// central 80% safe zone; rounded corners only where no platform mask applies.
const icons = [
  { name: 'icon-192.png', size: 192, glyph: 0.62, radius: 0.2 },
  { name: 'icon-512.png', size: 512, glyph: 0.62, radius: 0.2 },
  { name: 'icon-maskable-512.png', size: 512, glyph: 0.5, radius: 0 },
  // iOS draws its own rounded mask and shows transparency as black.
  { name: 'apple-touch-icon.png', size: 180, glyph: 0.62, radius: 0 },
  { name: 'favicon.png', size: 48, glyph: 0.72, radius: 0.18 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<!doctype html><html lang="zh-CN"><body style="margin:0;background:transparent">
      <div style="width:${icon.size}px;height:${icon.size}px;background:${BRAND};
        border-radius:${icon.radius * icon.size}px;display:flex;align-items:center;justify-content:center;
        color:#fff;font:700 ${Math.round(icon.glyph * icon.size)}px/1 'Noto Sans CJK SC',sans-serif">华</div>
      </body></html>`);
    await writeFile(out(icon.name), await page.screenshot({ omitBackground: true }));
  }
} finally {
  await browser.close();
}
