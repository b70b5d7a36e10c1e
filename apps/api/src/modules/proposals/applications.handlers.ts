import type { RouteHandler } from '@hono/zod-openapi';
import { applicationSchema } from '@ma/api-client/schemas';
import { apiError } from '../../lib/errors.ts';
import type { AuthedEnv } from '../../lib/types.ts';
import { toWire } from '../../lib/wire.ts';
import { findOwnApplication, withdrawApplication as withdraw } from './creator-applications.ts';
import type { ApplicationRoute, WithdrawApplicationRoute } from './applications.routes.ts';
import type { ProposalsNeeds } from './proposals.handlers.ts';

export const application: RouteHandler<ApplicationRoute, AuthedEnv<ProposalsNeeds>> = async (c) => {
  const found = await findOwnApplication(c.var.services.db, c.var.user.id, c.req.valid('param').id);
  if (!found) throw apiError('APPLICATION_NOT_FOUND');
  return c.json(toWire(applicationSchema, found), 200);
};

export const withdrawApplication: RouteHandler<WithdrawApplicationRoute, AuthedEnv<ProposalsNeeds>> = async (c) => {
  const { db, proposalLists } = c.var.services;
  const outcome = await withdraw(db, c.var.user.id, c.req.valid('param').id);
  if (outcome === 'not-found') throw apiError('APPLICATION_NOT_FOUND');
  if (outcome === 'decided') throw apiError('APPLICATION_ALREADY_DECIDED');
  // The proposal's count of applications changed: this process's lists show it at once.
  proposalLists.forget();
  return c.body(null, 204);
};
