import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { PAGE_DATA_ID, type PublicPageData } from './page-data.ts';
import type { PublicPageModule } from './public-page.ts';

// Every page file, loaded by name. Through this one list each page file is a chunk of the build
// with its own stylesheets, those of the pages with no script too: the server inlines them into
// that page's document (vite.public.config.ts, apps/api/src/modules/web/public-pages.ts).
const pageFiles = import.meta.glob<PublicPageModule>('./pages/*.tsx');

// The page is already drawn from the server's markup: the hydration (React and the page's
// components, most of the page's script) is fetched and run after the first paint, so that
// neither its download nor its evaluation comes before the content (decision 020). React and
// the page's file are fetched side by side.
afterFirstPaint(() => {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return;
  const data = JSON.parse(text) as PublicPageData;
  const load = pageFiles[`./pages/${data.page}.tsx`];
  if (!load) return;
  void Promise.all([import('./hydrate.tsx'), load()]).then(([{ hydrate }, { default: page }]) => hydrate(page, data.props));
});
