#!/usr/bin/env node
// Writes the installable app's PNG icons into public/icons/ from the brand mark (public/favicon.svg),
// drawn by Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium). The PNGs are committed:
// run this again only when the mark or the brand colour changes (`node scripts/make-icons.mjs`).
// - icon-192.png, icon-512.png: the mark as it is (its rounded square, transparent corners), for
//   the manifest's "any" purpose;
// - maskable-512.png: the mark's letter on a full square of the brand colour, inside the centre
//   circle of 80% that every launcher's mask keeps (the manifest's "maskable" purpose);
// - apple-touch-icon.png (180): a full square with no transparency, which iOS rounds itself.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const publicDir = new URL('../public/', import.meta.url);
const outDir = new URL('icons/', publicDir);
const mark = readFileSync(new URL('favicon.svg', publicDir), 'utf8');

// The mark's own background, which the full-square icons extend to their edges: the theme colour
// (index.html's theme-color and the manifest's theme_color).
const brand = /<rect\b[^>]*\bfill="(#[0-9a-f]{6})"/i.exec(mark)?.[1];
if (!brand) throw new Error('public/favicon.svg: no <rect fill="#rrggbb"> to take the brand colour from');

/**
 * `scale`: the mark's width as a share of the icon's; `background`: what shows around it and
 * through its transparent corners (none: transparent).
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, scale: 1, background: undefined },
  { file: 'icon-512.png', size: 512, scale: 1, background: undefined },
  // The letter spans 38% of the mark's side from its centre to its farthest corner (stroke
  // included): at 0.8 of the icon it reaches 30%, well inside the mask's 40% radius.
  { file: 'maskable-512.png', size: 512, scale: 0.8, background: brand },
  { file: 'apple-touch-icon.png', size: 180, scale: 1, background: brand },
];

const markUrl = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;

const page = ({ size, scale, background }) => `<!doctype html>
<html><head><style>
  html, body { margin: 0; width: ${size}px; height: ${size}px; overflow: hidden; background: transparent; }
  #icon { width: ${size}px; height: ${size}px; display: grid; place-items: center; background: ${background ?? 'transparent'}; }
  img { width: ${size * scale}px; height: ${size * scale}px; display: block; }
</style></head>
<body><div id="icon"><img src="${markUrl}" alt=""></div></body></html>`;

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const icon of ICONS) {
    const context = await browser.newContext({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const tab = await context.newPage();
    await tab.setContent(page(icon));
    await tab.locator('img').evaluate((img) => img.decode());
    await tab.locator('#icon').screenshot({ path: new URL(icon.file, outDir).pathname, omitBackground: icon.background === undefined });
    await context.close();
    console.log(`wrote public/icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
