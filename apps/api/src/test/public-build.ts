import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { TestResponse } from './test-app.ts';

/**
 * A web build in `root` as the API serves it: dist/ (index.html, one stylesheet `css`, the public
 * pages' manifest) and dist-ssr/entry-server.js, the public pages' renderer, whose source the
 * test gives (`renderer`: a module exporting renderPage(name, input, assets)).
 */
export function writePublicBuild(root: string, renderer: string, css: string) {
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(root, 'dist', 'assets', 'public-abc.css'), css);
  writeFileSync(
    join(root, 'dist', 'public-manifest.json'),
    JSON.stringify({ 'src/public-pages/entry-client.tsx': { file: 'assets/public-abc.js', css: ['assets/public-abc.css'], isEntry: true } }),
  );
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), renderer);
}

/** A page of the web the API serves (the app's index.html or a public page): HTML with `status`, checked again at every visit. */
export function expectWebPage(response: TestResponse, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/text\/html/);
  expect(response.headers.get('cache-control')).toBe('no-cache');
}
