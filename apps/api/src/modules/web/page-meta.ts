import type { Database } from '../../db/database.ts';
import { proposalPageMeta } from './proposal-meta.ts';
import type { PageMeta } from './render-index-html.ts';

/**
 * The link preview of an app page: a public proposal its name, brand and value; every other
 * page the app's defaults. (A media kit's page is rendered on the server with its own: kit-page.ts.)
 */
export async function pageMetaFor(
  db: Database,
  page: { path: string; url: string },
  defaults: { title: string; description: string },
  now: Date,
): Promise<PageMeta> {
  const fallback: PageMeta = { ...defaults, url: page.url, type: 'website' };
  if (page.path.startsWith('/publi/')) return (await proposalPageMeta(db, page, now)) ?? fallback;
  return fallback;
}
