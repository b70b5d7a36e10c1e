#!/usr/bin/env node
// Prints the gzipped JS and CSS each route loads first, from Vite's manifest.
// Target (issue #2): /login at most 140 KB of JS.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
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
function weigh(keys) {
  let js = 0;
  let css = 0;
  const files = new Set();
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

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryKeys = closure(entry);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const routes = {
  '/login': ['src/routes/_auth.tsx', 'src/routes/_auth/login.tsx'],
  '/register': ['src/routes/_auth.tsx', 'src/routes/_auth/register.tsx'],
  '/ (home)': ['src/routes/_app.tsx', 'src/routes/_app/index.tsx'],
};
console.log('route            first-load JS (gzip)   CSS (gzip)');
let loginJs = 0;
for (const [route, prefixes] of Object.entries(routes)) {
  const keys = new Set(entryKeys);
  for (const key of Object.keys(manifest)) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) closure(key, keys);
  }
  const { js, css } = weigh(keys);
  if (route === '/login') loginJs = js;
  console.log(`${route.padEnd(16)} ${kb(js).padStart(20)}   ${kb(css).padStart(10)}`);
}
console.log(`/login JS target 140 KB: ${loginJs <= 140 * 1024 ? 'met' : 'MISSED'}`);
