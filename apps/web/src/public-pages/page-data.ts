import type { PublicPageName } from '@ma/api-client/pages';

/** What the server rendered a public page from; the browser hydrates the same tree from it. */
export interface PublicPageData {
  page: PublicPageName;
  props: unknown;
}

export const PAGE_DATA_ID = 'page-data';
