import type { KitTheme } from '@ma/domain';
import type { PublicMediaKit, PublicProposal } from '../schemas/index.ts';

export { EARLY_CLICKS, EARLY_CLICKS_SCRIPT } from './early-clicks.ts';
export { scriptJson } from './script-json.ts';

/**
 * The public pages the API serves as documents of their own (docs/architecture.md "Public
 * pages"), each with what the API hands the web build's renderer to draw it. A new page is one
 * entry here and one page file in apps/web/src/public-pages/pages/ named as its key: the
 * renderer's registry fails to compile until both agree.
 */
export interface PublicPageInputs {
  /** /{username}: the kit, in its theme or the `?theme=` previewed. */
  kit: { kit: PublicMediaKit; origin: string; theme?: KitTheme };
  /** An address with no kit. */
  'not-found': { path: string };
  /** Any other address that is no page of the product (apps/api's web module answers it with 404). */
  'page-not-found': Record<string, never>;
  /** /publi/{id}/public, the proposal as the app reads it (`publicProposalInCentsSchema`); `isLoggedIn`: the session cookie came with the request. */
  proposal: { proposal: PublicProposal; origin: string; isLoggedIn: boolean };
  /** An unknown, closed or expired proposal. */
  'proposal-not-found': { isLoggedIn: boolean };
  /** /privacy-policy. */
  privacy: { origin: string };
}

export type PublicPageName = keyof PublicPageInputs;

/** The built files a public page links: the hydration loader, what it imports, and the page's own CSS. */
export interface PageAssets {
  script: string;
  preloads: string[];
  /** The text of the page's stylesheets, inlined. */
  css: string;
  /** Their addresses, which the hydration's loader would otherwise fetch again. */
  stylesheets: string[];
}

/** The renderer's one export (dist-ssr/entry-server.js): a whole HTML document. */
export type RenderPage = <N extends PublicPageName>(name: N, input: PublicPageInputs[N], assets: PageAssets) => string;

/** The id of the `<script type="application/json">` holding the answers a private page was drawn from. */
export const DRAWN_ANSWERS_ID = 'drawn-answers';

/** A private page drawn on the server with her data: #root's markup, and the app's cache of the answers it was drawn from. */
export interface DrawnPage {
  markup: string;
  /** TanStack Query's dehydrated cache: the app starts from it instead of asking again. */
  answers: unknown;
}

/** What the server knows of the visitor's browser: whether it says it is a phone's, and the site's address it opened. */
export interface DrawnFor {
  phone: boolean;
  /** As the addresses she is shown write it (her kit's public link): APP_ORIGIN, or the demo's own. */
  siteOrigin: string;
}

/**
 * The second renderer of the web build (dist-ssr/entry-shell.js): the private page at `path` as
 * she sees it, drawn with her session's `token`, its calls answered by `fetchApi` (the API in the
 * same process, at `origin`), for her screen. Undefined when the page does not load as itself
 * (a redirect, an error).
 */
export type RenderSignedInPage = (
  path: string,
  token: string,
  fetchApi: typeof fetch,
  origin: string,
  drawnFor: DrawnFor,
) => Promise<DrawnPage | undefined>;
