import { describe, expect, it } from 'vitest';
import { holdScriptsUntilPainted } from './paint-first.ts';

const html = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body><div id="root"><form></form></div></body>
</html>`;

describe('holdScriptsUntilPainted', () => {
  it('moves the module tags into the template, preloads first, and names the loader as the page’s script', () => {
    const page = holdScriptsUntilPainted(html, ['/assets/login-1.js', '/assets/shared-1.js'], '/assets/paint-first-1.js');
    expect(page).toBe(`<!doctype html>
<html>
  <head>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <template data-after-first-paint><link rel="modulepreload" crossorigin href="/assets/shared-1.js"><link rel="modulepreload" crossorigin href="/assets/login-1.js"><script type="module" crossorigin src="/assets/index-1.js"></script></template>
    <script type="module" crossorigin src="/assets/paint-first-1.js"></script>
  </head>
  <body><div id="root"><form></form></div></body>
</html>`);
  });

  it('leaves a page without a module script alone', () => {
    const page = '<html><head><link rel="stylesheet" href="/a.css"></head><body></body></html>';
    expect(holdScriptsUntilPainted(page, ['/assets/login-1.js'], '/assets/paint-first-1.js')).toBe(page);
  });

  it('escapes the addresses it writes', () => {
    expect(holdScriptsUntilPainted(html, ['/assets/a"b.js'], '/assets/p"1.js')).toContain('href="/assets/a&quot;b.js"');
    expect(holdScriptsUntilPainted(html, [], '/assets/p"1.js')).toContain('src="/assets/p&quot;1.js"');
  });
});
