import { EARLY_CLICKS_SCRIPT, type PageAssets, type PublicPageInputs, type PublicPageName, type RenderPage } from '@ma/api-client/pages';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import favicon from '../../public/favicon.svg?raw';
import { PAGE_DATA_ID, type PublicPageData } from './page-data.ts';
import { scriptJson } from '@ma/api-client/pages';
import type { PublicPage } from './public-page.ts';
import kit from './pages/kit.tsx';
import notFound from './pages/not-found.tsx';
import pageNotFound from './pages/page-not-found.tsx';
import privacy from './pages/privacy.tsx';
import proposal from './pages/proposal.tsx';
import proposalNotFound from './pages/proposal-not-found.tsx';

/**
 * Every public page, by the name the API renders it with (`PublicPageInputs`). The browser
 * loads a page to hydrate by the same name from pages/{name}.tsx (entry-client.tsx).
 */
const pages: { [N in PublicPageName]: PublicPage<PublicPageInputs[N], unknown> } = {
  kit,
  'not-found': notFound,
  'page-not-found': pageNotFound,
  proposal,
  'proposal-not-found': proposalNotFound,
  privacy,
};

// The icon travels in the document (240 bytes): a request of its own, made while the page is
// being drawn, cost a round trip before its first paint on a slow phone (Lighthouse counts it).
const FAVICON_URL = `data:image/svg+xml,${encodeURIComponent(favicon.trim())}`;

/**
 * A whole document: the head, the server-rendered page in #root, and, when the page has
 * anything to hydrate, its data and script, with in the head the inline script that notes the
 * buttons pressed before the hydration, which presses them again (EARLY_CLICKS_SCRIPT, decision
 * 028). The page's CSS is inlined: on a phone the first paint waits for no other file. Each inlined stylesheet is also named by a `disabled` link,
 * which the browser does not fetch: the loader of the lazy page file (Vite's) finds it there and
 * does not fetch the same CSS again when the page hydrates.
 */
function documentHtml({
  head,
  body,
  data,
  assets,
  robots,
}: {
  head: ReactNode;
  body: string;
  data?: PublicPageData;
  assets: PageAssets;
  robots?: string;
}) {
  const scripts = data
    ? [
        `<script id="${PAGE_DATA_ID}" type="application/json">${scriptJson(data)}</script>`,
        ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
        `<script type="module" src="${assets.script}"></script>`,
      ].join('')
    : '';
  return (
    '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8">' +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" type="image/svg+xml" href="${FAVICON_URL}">` +
    (robots ? `<meta name="robots" content="${robots}">` : '') +
    (data ? `<script>${EARLY_CLICKS_SCRIPT}</script>` : '') +
    renderToStaticMarkup(<>{head}</>) +
    `<style>${assets.css.replace(/<\/style/gi, '<\\/style')}</style>` +
    assets.stylesheets.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('') +
    `</head><body style="margin:0"><div id="root">${body}</div>${scripts}</body></html>`
  );
}

/** The public page `name`, drawn from `input`: the API's one call into the web build. */
export const renderPage: RenderPage = (name, input, assets) => {
  const page = pages[name];
  const props = page.props(input);
  return documentHtml({
    head: page.head(input),
    body: renderToString(page.render(props)),
    ...(page.hydrates ? { data: { page: name, props } } : {}),
    assets,
    ...(page.robots ? { robots: page.robots } : {}),
  });
};
