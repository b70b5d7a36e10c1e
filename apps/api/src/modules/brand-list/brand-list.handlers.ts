import type { AppServices } from '../services.ts';
import type { RouteHandler } from '@hono/zod-openapi';
import {
  applicantSchema,
  applicationDecisionRequestSchema,
  decisionsSeenRequestSchema,
  decisionsSeenSchema,
  profileListSchema,
} from '@ma/api-client/schemas';
import type { Context } from 'hono';
import { apiError } from '../../lib/errors.ts';
import type { AppEnv, AppRouteHandler, AuthedEnv } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { findProposal, listApplicants, markDecisionsSeen, toBrandProposal } from './applicants.ts';
import { decideAsBrand } from './brand-decision.ts';
import type { DecideRoute, DecisionsSeenRoute, ProfileListRoute } from './brand-list.routes.ts';
import { findLiveLink, markLinkOpened } from './proposal-links.ts';
import { throttleProfileList } from './profile-list-throttle.ts';

/** The services this module's handlers use (the app gives every request all of them). */
export type BrandListNeeds = Pick<AppServices, 'db' | 'clock' | 'demoMode' | 'rateLimiter' | 'trustProxy'>;

/** The link's proposal, or 404 PROPOSAL_LINK_NOT_FOUND; counted against the address's budget first. */
async function openLink(c: Context<AppEnv<BrandListNeeds>>, token: string) {
  await throttleProfileList(c);
  const { db, clock, demoMode } = c.var.services;
  const now = clock.now();
  const link = await findLiveLink(db, token, now, { demoMode });
  const proposal = link && (await findProposal(db, link.proposalId));
  if (!link || !proposal) throw apiError('PROPOSAL_LINK_NOT_FOUND');
  // The list is personal data behind a secret: no cache keeps it.
  c.header('Cache-Control', 'no-store');
  return { link, proposal, now };
}

export const profileList: AppRouteHandler<ProfileListRoute, BrandListNeeds> = async (c) => {
  const { link, proposal, now } = await openLink(c, c.req.valid('param').token);
  await markLinkOpened(c.var.services.db, link.id, now);
  const applicants = await listApplicants(c.var.services.db, proposal);
  const list = { proposal: toBrandProposal(proposal, now), expiresAt: link.expiresAt.toISOString(), applicants };
  return c.json(toWire(profileListSchema, list), 200);
};

export const decide: AppRouteHandler<DecideRoute, BrandListNeeds> = async (c) => {
  const { token, applicationId } = c.req.valid('param');
  const { decision } = fromWire(applicationDecisionRequestSchema, c.req.valid('json'));
  const { proposal, now } = await openLink(c, token);
  const applicant = await decideAsBrand(c.var.services, proposal, applicationId, decision, now);
  return c.json(toWire(applicantSchema, applicant), 200);
};

export const decisionsSeen: RouteHandler<DecisionsSeenRoute, AuthedEnv<BrandListNeeds>> = async (c) => {
  const { decisions } = fromWire(decisionsSeenRequestSchema, c.req.valid('json'));
  const { db, clock } = c.var.services;
  const seen = await markDecisionsSeen(
    db,
    c.var.user.id,
    decisions.map((item) => ({ applicationId: item.applicationId, decidedAt: new Date(item.decidedAt) })),
    clock.now(),
  );
  return c.json(toWire(decisionsSeenSchema, { seen }), 200);
};
