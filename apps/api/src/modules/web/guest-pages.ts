/**
 * #root's markup by page address, as the build prerendered it (apps/web/scripts/prerender-guest-pages.mjs):
 * dist/guest-pages.json for the guest pages, dist/signed-in-pages.json for the private pages drawn with their heading.
 */
export type PrerenderedPages = ReadonlyMap<string, string>;

/** The prerendered pages of such a file; entries of another shape are dropped, anything unreadable gives none. */
export function parsePrerenderedPages(json: string): PrerenderedPages {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return new Map();
    return new Map(Object.entries(value).filter((entry): entry is [string, string] => entry[0].startsWith('/') && typeof entry[1] === 'string'));
  } catch {
    return new Map();
  }
}

const EMPTY_ROOT = '<div id="root"></div>';
/** An empty element just after the prerendered page, which the head's `<link rel="expect">` waits for. */
const PAGE_END = 'prerendered-page-end';

/**
 * index.html with the page prerendered in #root, for the visitor it was rendered for: one
 * without a session, at the bare address (a query such as `?token=` or `?email=` changes what
 * the page shows). Anyone else gets the empty #root, which the app renders.
 *
 * The browser may paint a page whose body it has not finished parsing: on a slow phone the
 * top of the form showed first, then the rest pushed it up (the form is centred). A
 * `<link rel="expect" blocking="render">` holds the first paint until the parser has reached
 * the end of the page (browsers without it ignore it).
 */
export function withGuestPage(html: string, pages: PrerenderedPages, request: { path: string; search: string; signedIn: boolean }): string {
  if (request.signedIn || request.search !== '') return html;
  // The address exactly as the app's router names the page: any other spelling is the router's to handle.
  const markup = pages.get(request.path);
  if (markup === undefined || !html.includes(EMPTY_ROOT)) return html;
  return html
    .replace(/<\/head>/i, () => `  <link rel="expect" href="#${PAGE_END}" blocking="render">\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div><div id="${PAGE_END}" hidden></div>`);
}

/**
 * index.html with the private layout drawn in #root (dist/signed-in-shell.html, the layout as it
 * shows before her account arrives), for a visitor with a session on a private page: the menu
 * paints before any script has run, and the app renders over it once the page's code and data are
 * in (apps/web/src/main.tsx knows it by `data-signed-in-shell`). Unchanged without a shell.
 */
export function withSignedInShell(html: string, shell: string, after = ''): string {
  if (shell === '' || !html.includes(EMPTY_ROOT)) return html;
  return html.replace(EMPTY_ROOT, () => `<div id="root" data-signed-in-shell>${shell}</div>${after}`);
}
