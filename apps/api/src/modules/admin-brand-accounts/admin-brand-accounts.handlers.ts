import type { RouteHandler } from '@hono/zod-openapi';
import { adminBrandAccountPageSchema, adminBrandAccountSchema, brandRefusalPayloadSchema } from '@ma/api-client/admin';
import { brandProposalSchema, proposalReturnPayloadSchema, reviewedProposalPageSchema } from '@ma/api-client/brand';
import { fromWire, toWire } from '../../lib/wire.ts';
import { actorOf, type OperatorEnv } from '../operators/operator-auth.ts';
import type { AppServices } from '../services.ts';
import * as review from './brand-account-review.ts';
import * as proposalReview from './brand-proposal-review.ts';
import type * as routes from './admin-brand-accounts.routes.ts';

/** The services this module's handlers use. */
export type AdminBrandAccountsNeeds = Pick<
  AppServices,
  'db' | 'clock' | 'trustProxy' | 'appOrigin' | 'operatorAccess' | 'mailer' | 'background' | 'proposalLists'
>;

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], OperatorEnv<AdminBrandAccountsNeeds>>;

export const listBrandAccounts: Handler<'listBrandAccounts'> = async (c) =>
  c.json(toWire(adminBrandAccountPageSchema, await review.listBrandAccounts(c.var.services.db, c.req.valid('query'))), 200);

export const approveBrandAccount: Handler<'approveBrandAccount'> = async (c) => {
  const account = await review.decideBrandAccount(c.var.services, actorOf(c), c.req.valid('param').id, { status: 'approved' });
  return c.json(toWire(adminBrandAccountSchema, account), 200);
};

export const refuseBrandAccount: Handler<'refuseBrandAccount'> = async (c) => {
  const { reason } = fromWire(brandRefusalPayloadSchema, c.req.valid('json'));
  const account = await review.decideBrandAccount(c.var.services, actorOf(c), c.req.valid('param').id, { status: 'refused', reason });
  return c.json(toWire(adminBrandAccountSchema, account), 200);
};

export const listReviewQueue: Handler<'listReviewQueue'> = async (c) => {
  const { db, clock } = c.var.services;
  return c.json(toWire(reviewedProposalPageSchema, await proposalReview.listReviewQueue(db, c.req.valid('query'), clock.now())), 200);
};

export const publishBrandProposal: Handler<'publishBrandProposal'> = async (c) => {
  const published = await proposalReview.decideBrandProposal(c.var.services, actorOf(c), c.req.valid('param').id, { state: 'published' });
  return c.json(toWire(brandProposalSchema, published), 200);
};

export const returnBrandProposal: Handler<'returnBrandProposal'> = async (c) => {
  const { reason } = fromWire(proposalReturnPayloadSchema, c.req.valid('json'));
  const returned = await proposalReview.decideBrandProposal(c.var.services, actorOf(c), c.req.valid('param').id, { state: 'returned', reason });
  return c.json(toWire(brandProposalSchema, returned), 200);
};
