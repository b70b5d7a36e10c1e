#!/usr/bin/env node
// Prints the gzipped JS and CSS each route loads first, from Vite's manifest, and fails (exit
// code 1) when a budget is missed. Budget (issue #2, docs/decisions/008-first-load.md): /login at
// most 148 KB of JS (raised from 140 for @mantine/form, docs/decisions/031-forms-on-mantine-form.md). It runs at the end of the web build, so a build over budget fails.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.env.WEB_DIST_DIR ?? new URL('../dist/', import.meta.url).pathname;
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
 * The routes measured, by path: the files the server names for each (dist/route-preloads.json,
 * build/route-preloads-plugin.ts), whether a guest gets it prerendered (its loader counts too),
 * and its JS budget in KB (gzip), if any.
 */
const routes = {
  '/login': { prerendered: true, jsBudgetKb: 148 },
  '/register': { prerendered: true },
  '/': {},
};
const preloadsPath = join(dist, 'route-preloads.json');
const preloads = existsSync(preloadsPath) ? JSON.parse(readFileSync(preloadsPath, 'utf8')) : { routes: [] };
console.log('route            first-load JS (gzip)   CSS (gzip)');
const problems = [];
const verdicts = [];
for (const [route, { prerendered, jsBudgetKb }] of Object.entries(routes)) {
  const keys = new Set(entryKeys);
  if (prerendered && paintFirst) keys.add(paintFirst);
  const preload = preloads.routes.find((candidate) => candidate.path === route);
  // A renamed route would silently leave its files out of the figure.
  if (!preload) problems.push(`${route}: not in route-preloads.json (update scripts/report-size.mjs)`);
  const files = [...(preload?.js ?? []), ...(preload?.css ?? [])].map((url) => url.replace(/^\//, ''));
  const { js, css } = weigh(keys, files);
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
