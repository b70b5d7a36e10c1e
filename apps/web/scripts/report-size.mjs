#!/usr/bin/env node
// Prints the gzipped JS and CSS each route loads first, from Vite's manifest, and fails (exit
// code 1) when a budget is missed. Budget (issue #2, docs/decisions/008-first-load.md): /login at
// most 148 KB of JS (raised from 140 for @mantine/form, docs/decisions/031-forms-on-mantine-form.md);
// the signed-in home `/` at most 320 KB (issue #38). It runs at the end of the web build, so a build over budget fails.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

// WEB_DIST_DIR weighs another build (e.g. a copy kept for an A/B).
const dist = process.env.WEB_DIST_DIR ? `${process.env.WEB_DIST_DIR.replace(/\/$/, '')}/` : new URL('../dist/', import.meta.url).pathname;
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build manifest: run `vite build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;

/** Every file a chunk pulls in before it can run: its static imports and CSS. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}
function weigh(keys, extraFiles = []) {
  let js = 0;
  let css = 0;
  const files = new Set(extraFiles);
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const file of chunk.css ?? []) files.add(file);
  }
  for (const file of files) {
    if (file.endsWith('.css')) css += gz(file);
    else js += gz(file);
  }
  return { js, css };
}

// The app's entry is index.html's; the build's other entry is the loader a prerendered guest
// page runs instead, which then loads the app (docs/decisions/020-paint-before-scripts.md).
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
const paintFirst = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('app-shell/paint-first.ts'));
if (!entry) {
  console.error('No entry chunk in the build manifest.');
  process.exit(1);
}
const entryKeys = closure(entry);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
/**
 * The route each line weighs, whether a guest gets it prerendered (its
 * loader counts too), and its JS budget in KB (gzip), if any.
 */
const routes = {
  '/login': { path: '/login', prerendered: true, jsBudgetKb: 148 },
  '/register': { path: '/register', prerendered: true },
  // Issue #38: 304 KB since zod's whole namespace left it (371 KB in decision 039). An
  // `import('zod')` anywhere brings back its 64 locales and JSON Schema code: the build fails.
  '/ (home)': { path: '/', jsBudgetKb: 320 },
};
console.log('route            first-load JS (gzip)   CSS (gzip)');
const problems = [];
const verdicts = [];
// Each route's own files, as the server names them (route-preloads.json, build/route-preloads-plugin.ts):
// the chunks of its route files loaded on match, with their static imports, beyond the entry's.
const routePreloads = JSON.parse(readFileSync(join(dist, 'route-preloads.json'), 'utf8')).routes;
for (const [route, { path, prerendered, jsBudgetKb }] of Object.entries(routes)) {
  const keys = new Set(entryKeys);
  if (prerendered && paintFirst) keys.add(paintFirst);
  const preload = routePreloads.find((candidate) => candidate.path === path);
  // A renamed route would silently leave its chunks out of the figure.
  if (!preload) problems.push(`${route}: no route ${path} in route-preloads.json (update scripts/report-size.mjs)`);
  const extra = [...(preload?.js ?? []), ...(preload?.css ?? [])].map((url) => url.replace(/^\//, ''));
  const { js, css } = weigh(keys, extra);
  console.log(`${route.padEnd(16)} ${kb(js).padStart(20)}   ${kb(css).padStart(10)}`);
  if (jsBudgetKb === undefined) continue;
  const met = js <= jsBudgetKb * 1024;
  verdicts.push(`${route} JS target ${jsBudgetKb} KB: ${met ? 'met' : `MISSED by ${kb(js - jsBudgetKb * 1024)}`}`);
  if (!met) problems.push(`${route}: ${kb(js)} of JS, over its ${jsBudgetKb} KB budget (docs/decisions/008-first-load.md)`);
}
for (const verdict of verdicts) console.log(verdict);
if (problems.length > 0) {
  for (const problem of problems) console.error(`report-size: ${problem}`);
  process.exit(1);
}
