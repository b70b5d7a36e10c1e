import type { RouteHandler } from '@hono/zod-openapi';
import {
  adminCreatorDetailSchema,
  adminCreatorSchema,
  adminCreatorPageSchema,
  adminCreatorQuerySchema,
  creatorAccessPayloadSchema,
  creatorDeletionPayloadSchema,
  creditChangePayloadSchema,
  creditChangeSchema,
  revealedSchema,
  revealPayloadSchema,
} from '@ma/api-client/admin';
import { readIdempotencyKey } from '../../lib/idempotency.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import type { AppServices } from '../services.ts';
import { actorOf, type OperatorEnv } from '../operators/operator-auth.ts';
import * as actions from './creator-actions.ts';
import { creatorPage, findCreator } from './creator-page.ts';
import { searchCreators as search, toAdminCreator } from './creator-search.ts';
import type * as routes from './admin-creators.routes.ts';

/** The services this module's handlers use. */
export type AdminCreatorsNeeds = actions.CreatorActionServices & Pick<AppServices, 'trustProxy' | 'operatorAccess'>;

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], OperatorEnv<AdminCreatorsNeeds>>;

export const searchCreators: Handler<'searchCreators'> = async (c) => {
  const query = fromWire(adminCreatorQuerySchema, c.req.valid('query'));
  return c.json(toWire(adminCreatorPageSchema, await search(c.var.services.db, query)), 200);
};

export const getCreator: Handler<'getCreator'> = async (c) => {
  const { db, appOrigin } = c.var.services;
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(adminCreatorDetailSchema, await creatorPage(db, appOrigin, c.req.valid('param').id)), 200);
};

export const resendConfirmation: Handler<'resendConfirmation'> = async (c) => {
  await actions.resendConfirmation(c.var.services, actorOf(c), c.req.valid('param').id);
  return c.body(null, 202);
};

export const changeCredits: Handler<'changeCredits'> = async (c) => {
  const change = fromWire(creditChangePayloadSchema, c.req.valid('json'));
  const key = readIdempotencyKey(c);
  const applied = await actions.changeCredits(c.var.services, actorOf(c), c.req.valid('param').id, change, key);
  return c.json(toWire(creditChangeSchema, applied), 200);
};

export const changeAccess: Handler<'changeAccess'> = async (c) => {
  const change = fromWire(creatorAccessPayloadSchema, c.req.valid('json'));
  const { id } = c.req.valid('param');
  await actions.changeAccess(c.var.services, actorOf(c), id, change);
  return c.json(toWire(adminCreatorSchema, toAdminCreator(await findCreator(c.var.services.db, id))), 200);
};

export const revealAffiliateField: Handler<'revealAffiliateField'> = async (c) => {
  const reveal = fromWire(revealPayloadSchema, c.req.valid('json'));
  const value = await actions.revealAffiliateField(c.var.services, actorOf(c), c.req.valid('param').id, reveal);
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(revealedSchema, { value }), 200);
};

export const deleteCreator: Handler<'deleteCreator'> = async (c) => {
  const { reason } = fromWire(creatorDeletionPayloadSchema, c.req.valid('json'));
  await actions.deleteCreator(c.var.services, actorOf(c), c.req.valid('param').id, reason);
  return c.body(null, 204);
};
