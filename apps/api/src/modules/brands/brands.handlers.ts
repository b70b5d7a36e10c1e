import type { RouteHandler } from '@hono/zod-openapi';
import {
  brandEmailProofPayloadSchema,
  brandInvitationAcceptPayloadSchema,
  brandInvitationPayloadSchema,
  brandInvitationSchema,
  brandMemberListSchema,
  brandMemberSchema,
  brandSessionSchema,
  brandSignInPayloadSchema,
  brandSignUpPayloadSchema,
  brandProposalListSchema,
  brandProposalPayloadSchema,
  brandProposalSchema,
  brandPublishedChangeSchema,
  brandApplicantDecisionSchema,
  brandApplicantListSchema,
  brandLinkListSchema,
  brandLinkPayloadSchema,
  brandLinkSchema,
  newBrandLinkSchema,
} from '@ma/api-client/brand';
import { applicantSchema } from '@ma/api-client/schemas';
import { HOUR_MS, MINUTE_MS } from '@ma/domain';
import type { Context } from 'hono';
import { clientAddress } from '../../lib/client-address.ts';
import { multipartFile } from '../../lib/multipart-file.ts';
import type { AppEnv, AppRouteHandler } from '../../lib/types.ts';
import type { AppServices } from '../services.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { takeSlotsOrRefuse } from '../../rate-limit/take-slots.ts';
import { throttleRegistration } from '../account/register-throttle.ts';
import { decideAsBrand } from '../brand-list/brand-decision.ts';
import {
  createLink as createApplicantLink,
  listLinks as listApplicantLinks,
  revokeLink as revokeApplicantLink,
} from '../admin-proposals/applicant-links.ts';
import { LOGO_UNSUPPORTED, storeBrandProposalLogo } from '../admin-proposals/proposal-logo.ts';
import * as accounts from './brand-accounts.ts';
import { brandApplicantList, publishedProposalOf } from './brand-applicants.ts';
import * as brandProposals from './brand-proposals.ts';
import { endBrandSession, startBrandSession, type BrandEnv } from './brand-auth.ts';
import type * as routes from './brands.routes.ts';

/** The services this module's handlers use. */
export type BrandsNeeds = Pick<
  AppServices,
  'db' | 'clock' | 'passwordHasher' | 'mailer' | 'appOrigin' | 'background' | 'rateLimiter' | 'trustProxy' | 'demoMode' | 'proposalLists' | 'storage'
>;

type Open<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R], BrandsNeeds>;
type Signed<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], BrandEnv<BrandsNeeds>>;

/** Link reads and uses per address (the e-mail's proof, invitations): a person uses a few; a script trying tokens is cut off. */
export const LINK_RULE: RateLimitRule = { limit: 60, windowMs: 15 * MINUTE_MS };

async function throttleLinks(c: Context<AppEnv<BrandsNeeds>>): Promise<void> {
  const { rateLimiter, trustProxy, clock } = c.var.services;
  const counters = [{ key: `brand-links:address:${clientAddress(c, trustProxy)}`, rule: LINK_RULE }];
  await takeSlotsOrRefuse(rateLimiter, counters, clock.now().getTime(), 'TOO_MANY_LOGIN_ATTEMPTS');
}

/**
 * Logo uploads per brand in an hour: a team trying logos until one looks right stays below it; a
 * session decoding 2 MB images in a loop does not. Every upload counts, refused ones too.
 */
export const LOGO_UPLOAD_RULE: RateLimitRule = { limit: 20, windowMs: HOUR_MS };

/** Signs `memberId` in and answers who they are. */
async function signedIn(c: Context<AppEnv<BrandsNeeds>>, memberId: string) {
  const { db } = c.var.services;
  await startBrandSession(c, db, memberId);
  return toWire(brandSessionSchema, await accounts.brandSession(db, memberId));
}

export const signUp: Open<'signUp'> = async (c) => {
  const payload = fromWire(brandSignUpPayloadSchema, c.req.valid('json'));
  await throttleRegistration(c);
  const memberId = await accounts.signUpBrand(c.var.services, payload);
  return c.json(await signedIn(c, memberId), 201);
};

export const signIn: Open<'signIn'> = async (c) => {
  const payload = fromWire(brandSignInPayloadSchema, c.req.valid('json'));
  const address = clientAddress(c, c.var.services.trustProxy);
  const memberId = await accounts.signInMember(c.var.services, { ...payload, address });
  return c.json(await signedIn(c, memberId), 200);
};

export const signOut: Signed<'signOut'> = async (c) => {
  await endBrandSession(c);
  return c.body(null, 204);
};

export const me: Signed<'me'> = async (c) => c.json(toWire(brandSessionSchema, await accounts.brandSession(c.var.services.db, c.var.member.id)), 200);

export const proveEmail: Open<'proveEmail'> = async (c) => {
  const { token } = fromWire(brandEmailProofPayloadSchema, c.req.valid('json'));
  await throttleLinks(c);
  await accounts.proveMemberEmail(c.var.services, token);
  return c.body(null, 204);
};

export const resendEmailProof: Signed<'resendEmailProof'> = async (c) => {
  await accounts.resendEmailProof(c.var.services, c.var.member.id);
  return c.body(null, 204);
};

export const listMembers: Signed<'listMembers'> = async (c) =>
  c.json(toWire(brandMemberListSchema, { items: await accounts.listMembers(c.var.services.db, c.var.member.brandId) }), 200);

export const inviteMember: Signed<'inviteMember'> = async (c) => {
  const payload = fromWire(brandInvitationPayloadSchema, c.req.valid('json'));
  const member = await accounts.inviteMember(c.var.services, c.var.member, payload);
  return c.json(toWire(brandMemberSchema, member), 201);
};

export const removeMember: Signed<'removeMember'> = async (c) => {
  await accounts.removeMember(c.var.services, c.var.member, c.req.valid('param').id);
  return c.body(null, 204);
};

export const readInvitation: Open<'readInvitation'> = async (c) => {
  await throttleLinks(c);
  return c.json(toWire(brandInvitationSchema, await accounts.readInvitation(c.var.services, c.req.valid('param').token)), 200);
};

export const acceptInvitation: Open<'acceptInvitation'> = async (c) => {
  const { password } = fromWire(brandInvitationAcceptPayloadSchema, c.req.valid('json'));
  await throttleLinks(c);
  const { services } = c.var;
  const session = await services.db.transaction(async (tx) => {
    const memberId = await accounts.acceptInvitation(services, tx, c.req.valid('param').token, password);
    await startBrandSession(c, tx, memberId);
    return accounts.brandSession(tx, memberId);
  });
  return c.json(toWire(brandSessionSchema, session), 200);
};

export const listProposals: Signed<'listProposals'> = async (c) => {
  const { db, clock } = c.var.services;
  return c.json(toWire(brandProposalListSchema, { items: await brandProposals.listBrandProposals(db, c.var.member.brandId, clock.now()) }), 200);
};

export const createProposal: Signed<'createProposal'> = async (c) => {
  const fields = fromWire(brandProposalPayloadSchema, c.req.valid('json'));
  return c.json(toWire(brandProposalSchema, await brandProposals.createBrandProposal(c.var.services, c.var.member, fields)), 201);
};

export const getProposal: Signed<'getProposal'> = async (c) =>
  c.json(toWire(brandProposalSchema, await brandProposals.readBrandProposal(c.var.services, c.var.member.brandId, c.req.valid('param').id)), 200);

export const updateProposal: Signed<'updateProposal'> = async (c) => {
  const fields = fromWire(brandProposalPayloadSchema, c.req.valid('json'));
  const updated = await brandProposals.updateBrandProposal(c.var.services, c.var.member, c.req.valid('param').id, fields);
  return c.json(toWire(brandProposalSchema, updated), 200);
};

export const uploadProposalLogo: Signed<'uploadProposalLogo'> = async (c) => {
  const { proposal: id } = c.req.valid('query');
  const { services, member } = c.var;
  // 404 and 409 before the body is read; then a slot of the brand's budget before the image is decoded.
  await brandProposals.checkEditable(services.db, member.brandId, id);
  const counters = [{ key: `brand-logo:${member.brandId}`, rule: LOGO_UPLOAD_RULE }];
  await takeSlotsOrRefuse(services.rateLimiter, counters, services.clock.now().getTime(), 'TOO_MANY_PHOTO_UPLOADS');
  const file = await multipartFile(c, 'file', LOGO_UNSUPPORTED);
  const logoUrl = await storeBrandProposalLogo(services, new Uint8Array(await file.arrayBuffer()));
  return c.json(toWire(brandProposalSchema, await brandProposals.setBrandProposalLogo(services, member, id, logoUrl)), 200);
};

export const submitProposal: Signed<'submitProposal'> = async (c) =>
  c.json(toWire(brandProposalSchema, await brandProposals.submitBrandProposal(c.var.services, c.var.member, c.req.valid('param').id)), 200);

export const deleteProposal: Signed<'deleteProposal'> = async (c) => {
  await brandProposals.deleteBrandProposal(c.var.services, c.var.member, c.req.valid('param').id);
  return c.body(null, 204);
};

export const changePublishedProposal: Signed<'changePublishedProposal'> = async (c) => {
  const change = fromWire(brandPublishedChangeSchema, c.req.valid('json'));
  const changed = await brandProposals.changePublishedProposal(c.var.services, c.var.member, c.req.valid('param').id, change);
  return c.json(toWire(brandProposalSchema, changed), 200);
};

/** The published proposal of the route's brand proposal `id` (404 another brand's, 409 not yet published). */
const published = (c: { var: { services: BrandsNeeds; member: { brandId: string } } }, id: string) =>
  publishedProposalOf(c.var.services.db, c.var.member.brandId, id);

export const listApplicants: Signed<'listApplicants'> = async (c) => {
  const proposal = await published(c, c.req.valid('param').id);
  // Personal data of the applicants: no cache keeps it, as on the secret link.
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(brandApplicantListSchema, await brandApplicantList(c.var.services.db, proposal, c.var.services.clock.now())), 200);
};

export const decideApplicant: Signed<'decideApplicant'> = async (c) => {
  const { id, applicationId } = c.req.valid('param');
  const { decision } = fromWire(brandApplicantDecisionSchema, c.req.valid('json'));
  const proposal = await published(c, id);
  const applicant = await decideAsBrand(c.var.services, proposal, applicationId, decision, c.var.services.clock.now());
  return c.json(toWire(applicantSchema, applicant), 200);
};

export const listLinks: Signed<'listLinks'> = async (c) => {
  const proposal = await published(c, c.req.valid('param').id);
  const items = await listApplicantLinks(c.var.services.db, proposal.id, c.var.services.clock.now());
  return c.json(toWire(brandLinkListSchema, { items }), 200);
};

export const createLink: Signed<'createLink'> = async (c) => {
  const input = fromWire(brandLinkPayloadSchema, c.req.valid('json'));
  const proposal = await published(c, c.req.valid('param').id);
  // The brand's own link: written without the operators' audit (applicant-links.ts, LinkWriter).
  return c.json(toWire(newBrandLinkSchema, await createApplicantLink(c.var.services, 'brand', proposal.id, input)), 201);
};

export const revokeLink: Signed<'revokeLink'> = async (c) => {
  const { id, linkId } = c.req.valid('param');
  const proposal = await published(c, id);
  return c.json(toWire(brandLinkSchema, await revokeApplicantLink(c.var.services, 'brand', proposal.id, linkId)), 200);
};
