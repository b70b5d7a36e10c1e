import { describe, expect, it } from 'vitest';
import { parsePrerenderedPages, withGuestPage, withSignedInShell } from './guest-pages.ts';

const html = '<html><head></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
const pages = parsePrerenderedPages(JSON.stringify({ '/login': '<form>login</form>', '/register': '<form>register</form>' }));

describe('guest pages', () => {
  it('reads the pages of a guest-pages.json, dropping entries of another shape', () => {
    expect([...parsePrerenderedPages(JSON.stringify({ '/login': '<p>a</p>', login: '<p>b</p>', '/x': 3 }))]).toEqual([['/login', '<p>a</p>']]);
  });

  it.each(['', 'not json', 'null', '[1]', '"text"'])('reads no page from %j', (json) => {
    expect(parsePrerenderedPages(json).size).toBe(0);
  });

  it("puts the page into #root for a guest at the page's bare address", () => {
    expect(withGuestPage(html, pages, { path: '/register', search: '', signedIn: false })).toContain('<div id="root"><form>register</form></div>');
  });

  it('holds the first paint until the parser has reached the end of the page', () => {
    const page = withGuestPage(html, pages, { path: '/login', search: '', signedIn: false });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#prerendered-page-end" blocking="render">');
    expect(page).toContain('<div id="root"><form>login</form></div><div id="prerendered-page-end" hidden></div>');
  });

  it('leaves #root empty with a session, with a query, and on other pages', () => {
    expect(withGuestPage(html, pages, { path: '/login', search: '', signedIn: true })).toBe(html);
    expect(withGuestPage(html, pages, { path: '/login', search: '?token=abc', signedIn: false })).toBe(html);
    expect(withGuestPage(html, pages, { path: '/publis', search: '', signedIn: false })).toBe(html);
    expect(withGuestPage(html, pages, { path: '/', search: '', signedIn: false })).toBe(html);
    expect(withGuestPage(html, pages, { path: '/LOGIN', search: '', signedIn: false })).toBe(html);
  });

  it('draws the private layout in #root, marked for the app, and nothing when the build has none', () => {
    expect(withSignedInShell(html, '<nav>menu</nav>')).toContain('<div id="root" data-signed-in-shell><nav>menu</nav></div>');
    expect(withSignedInShell(html, '')).toBe(html);
  });
});
