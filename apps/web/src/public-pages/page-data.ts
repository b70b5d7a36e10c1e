import type { PublicMediaKit, PublicProposal } from '@ma/api-client/schemas';
import type { KitTheme } from '@ma/domain';

/** What the server rendered a public page from; the browser hydrates the same tree from it. */
export type PublicPageData =
  | { page: 'kit'; kit: PublicMediaKit; url: string; theme?: KitTheme }
  | { page: 'proposal'; proposal: PublicProposal; url: string; isLoggedIn: boolean };

export const PAGE_DATA_ID = 'page-data';

/** JSON safe inside a <script> element: no '</script>' or '<!--' can end it early. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
