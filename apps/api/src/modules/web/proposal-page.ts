import { publicProposalInCentsSchema } from '@ma/api-client/schemas';
import { ACCESS_TOKEN_COOKIE } from '@ma/domain';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../lib/types.ts';
import type { WebNeeds } from './kit-page.ts';
import { isUuid } from '../../lib/ids.ts';
import { toPublicProposal } from '../proposals/proposal-view.ts';
import { findOpenProposal } from '../proposals/proposals.repository.ts';
import type { PublicPages } from './public-pages.ts';
import { CompressedText } from '../../lib/compressed-text.ts';
import { createLastRead, orLastRead, STALE_PAGE_CACHE_CONTROL, type LastRead } from '../../lib/last-read.ts';
import type { PublicProposalRow } from '../proposals/proposal-view.ts';

const proposalPath = /^\/publi\/([^/]+)\/public\/?$/;

/** The id segment of a public proposal's path (/publi/{id}/public, with or without a final /), or undefined for any other path. */
export function proposalAddress(path: string): string | undefined {
  return proposalPath.exec(path)?.[1];
}

/** The proposals this process last drew, for their pages during a database outage (decision 027). */
export const createLastProposals = () => createLastRead<PublicProposalRow>({ max: 1000, maxAgeMs: 60 * 60 * 1000 });

/** Still open at `now` as far as the row says (its end date): what an outage's page may show. */
const openAt = (row: PublicProposalRow, now: Date) => row.validUntil === null || row.validUntil > now;

/**
 * /publi/{id}/public (docs/product/proposals.md "The public proposal page"): the open proposal
 * rendered on the server, or a real 404 page for an unknown, closed or expired one. Another
 * spelling of the address (an upper-case id, a final /) is sent to the one address. The
 * session cookie, when it came, shows a creator's calls (the app's own rule: logged in when
 * the cookie exists). While the database is out of reach, the proposal as this process last
 * drew it (within the hour, and not past its end), kept by no cache; with none, the outage's 503.
 */
export async function proposalPage(
  c: Context<AppEnv<WebNeeds>>,
  pages: PublicPages,
  lastDrawn: LastRead<PublicProposalRow>,
  segment: string,
): Promise<Response> {
  const { services } = c.var;
  const isLoggedIn = getCookie(c, ACCESS_TOKEN_COOKIE) !== undefined;
  const id = segment.toLowerCase();
  const now = services.clock.now();
  const { value: row, stale } = await orLastRead(
    async () => {
      const found = isUuid(id) ? await findOpenProposal(services.db, id, now) : undefined;
      if (found) lastDrawn.set(id, found, now.getTime());
      else lastDrawn.delete(id);
      return found;
    },
    () => {
      const held = lastDrawn.get(id, now.getTime());
      return held && openAt(held, now) ? held : undefined;
    },
  );
  c.header('Cache-Control', stale ? STALE_PAGE_CACHE_CONTROL : 'no-cache');
  if (!row) return new CompressedText(pages.render('proposal-not-found', { isLoggedIn })).respond(c, 404);
  const url = new URL(c.req.url);
  const path = `/publi/${row.id}/public`;
  if (url.pathname !== path) return c.redirect(`${path}${url.search}`, 301);
  // The renderer draws the app's side of the contract, as the client reads it: the value in centavos.
  const proposal = publicProposalInCentsSchema.parse(toPublicProposal(row, services.clock.now()));
  return new CompressedText(pages.render('proposal', { proposal, origin: services.appOrigin, isLoggedIn })).respond(c, 200);
}
