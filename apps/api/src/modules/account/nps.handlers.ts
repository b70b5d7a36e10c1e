import type { AccountNeeds } from './account.handlers.ts';
import type { RouteHandler } from '@hono/zod-openapi';
import { npsPayloadSchema } from '@ma/api-client/schemas';
import { apiError } from '../../lib/errors.ts';
import type { AuthedEnv } from '../../lib/types.ts';
import { fromWire } from '../../lib/wire.ts';
import { recordNpsAnswer, recordNpsDismissal } from './nps.repository.ts';
import type { AnswerNpsRoute, DismissNpsRoute } from './nps.routes.ts';

// The survey form's schema has already checked the wire (score 1-5, at most 300 characters: 422 otherwise).
export const answerNps: RouteHandler<AnswerNpsRoute, AuthedEnv<AccountNeeds>> = async (c) => {
  const { score, description } = fromWire(npsPayloadSchema, c.req.valid('json'));
  const { db, clock } = c.var.services;
  const result = await recordNpsAnswer(db, { userId: c.var.user.id, score, description: description.trim(), now: clock.now() });
  if (result === 'already-answered') throw apiError('NPS_ALREADY_ANSWERED');
  return c.body(null, 204);
};

export const dismissNps: RouteHandler<DismissNpsRoute, AuthedEnv<AccountNeeds>> = async (c) => {
  const { db, clock } = c.var.services;
  await recordNpsDismissal(db, c.var.user.id, clock.now());
  return c.body(null, 204);
};
