import { expect } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createCreator } from '../../test/proposal-fixtures.ts';
import { call, uniqueEmail } from '../../test/test-app.ts';
import { DECISION_QUIET_MS } from '../brand-list/decision-notice.ts';
import { brandsTestBed, brandCookie, fromAddress, mailedLink } from '../brands/brands.test-support.ts';

type Json = Record<string, unknown>;

/** Her offer: one post and one story (the checklist's two items). */
export const OFFER = { total_posts: 1, total_stories: 1, total_reels: 0, total_videos: 0, observations: '', value: 900, is_negotiable: false };
export const POST_URL = 'https://www.instagram.com/p/C8xYz12AbCd/?igsh=abc';
export const STORY_URL = 'https://www.instagram.com/stories/ana.lima/3312345678901234567/';

/**
 * An app with an approved brand whose published proposal a gold creator applied to: `accept()`
 * accepts her and lets the decision settle. `brand` and `creator` call the deal's routes.
 */
export async function acceptedDeal(db: DatabaseHandle['db']) {
  const { test, sent, as, review, approvedBrand } = await brandsTestBed(db);
  const brand = await approvedBrand();
  const draft = {
    name: `Publi ${uniqueEmail('p')}`,
    brand_name: 'Lumière',
    partnership_type: 'cache',
    value: 1500,
    description: 'Um post e um story.',
  };
  const id = String((await as(brand.cookie, 'POST', '/v3/brand/proposals', draft)).json?.['id']);
  await as(brand.cookie, 'POST', `/v3/brand/proposals/${id}/submit`);
  const published = await review('POST', `/v3/admin/brand-proposals/${id}/publish`);
  const proposalId = String((published.json?.['published'] as Json)['id']);
  const creator = await createCreator(test.app, db, { level: 'gold' });
  const applied = await call(test.app, 'POST', `/v3/proposal/${proposalId}/apply`, { body: OFFER, token: creator.token });
  expect(applied.status).toBe(201);
  const applicationId = String(applied.json?.['id']);

  const accept = async () => {
    expect((await as(brand.cookie, 'POST', `/v3/brand/proposals/${id}/applicants/${applicationId}`, { decision: 'accepted' })).status).toBe(200);
    test.clock.advance(DECISION_QUIET_MS + 1000);
  };
  /** A person invited to the brand's team, signed in: their cookie and their member id. */
  const teamMember = async () => {
    const email = uniqueEmail('equipe');
    const invited = await as(brand.cookie, 'POST', '/v3/brand/members', { name: 'Caio Mendes', email });
    const token = new URL(mailedLink(sent, email, '/marcas/convite/')).pathname.split('/').at(-1) ?? '';
    const joined = await call(test.app, 'POST', `/v3/brand/invitations/${token}`, {
      body: { password: 'senha-do-membro-1' },
      headers: fromAddress(),
    });
    return { cookie: brandCookie(joined), id: String(invited.json?.['id']) };
  };
  const creatorPath = (item?: string, application = applicationId) =>
    `/v3/proposal/applications/${application}/deliverables${item ? `/${item}` : ''}`;
  const brandPath = (item?: string, application = applicationId) => `/v3/brand/applications/${application}/deliverables${item ? `/${item}` : ''}`;
  return {
    ...test,
    sent,
    as,
    brand,
    creator,
    applicationId,
    brandProposalId: id,
    accept,
    approvedBrand,
    teamMember,
    creatorPath,
    brandPath,
    /** The creator: read her deal, or hand in `item`. */
    readAsCreator: (token = creator.token, application = applicationId) => call(test.app, 'GET', creatorPath(undefined, application), { token }),
    handIn: (item: string, url: string, token = creator.token) => call(test.app, 'PUT', creatorPath(item), { token, body: { url } }),
    confirm: (item: string, cookie = brand.cookie) => as(cookie, 'POST', `${brandPath(item)}/confirm`),
    askChanges: (item: string, note: unknown, cookie = brand.cookie) => as(cookie, 'POST', `${brandPath(item)}/changes`, { note }),
  };
}
