import {
  auditPageSchema,
  auditQuerySchema,
  newOperatorPayloadSchema,
  newOperatorSchema,
  operatorChangePayloadSchema,
  operatorListSchema,
  operatorRecoveryCodesSchema,
  operatorSchema,
  operatorSetupLinkSchema,
  operatorSetupPayloadSchema,
  operatorSetupSchema,
  operatorSignInPayloadSchema,
  operatorSignInSchema,
} from '@ma/api-client/admin';
import { MINUTE_MS } from '@ma/domain';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { clientAddress } from '../../lib/client-address.ts';
import { apiError } from '../../lib/errors.ts';
import type { AppEnv, AppRouteHandler } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { takeSlotsOrRefuse } from '../../rate-limit/take-slots.ts';
import type { AppServices } from '../services.ts';
import { listAudit as readAudit } from './audit-log.ts';
import { actorOf, endOperatorSession, startOperatorSession, type OperatorEnv } from './operator-auth.ts';
import { signInOperator } from './operator-sign-in.ts';
import * as service from './operators.service.ts';
import type * as routes from './operators.routes.ts';

/** The services this module's handlers use. */
export type OperatorsNeeds = Pick<AppServices, 'db' | 'clock' | 'rateLimiter' | 'passwordHasher' | 'trustProxy' | 'appOrigin' | 'operatorAccess'>;

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], OperatorEnv<OperatorsNeeds>>;

const deps = (services: OperatorsNeeds) => ({ ...services, totpCipher: services.operatorAccess.totpCipher });
const backofficeOrigin = (services: OperatorsNeeds) => services.operatorAccess.backofficeOrigin ?? services.appOrigin;

/** Setup-link reads and sends per address: a person uses a few; a script trying tokens is cut off. */
export const SETUP_RULE: RateLimitRule = { limit: 60, windowMs: 15 * MINUTE_MS };

async function throttleSetup(c: Context<AppEnv<OperatorsNeeds>>): Promise<void> {
  const { rateLimiter, trustProxy, clock } = c.var.services;
  const counters = [{ key: `operator-setup:address:${clientAddress(c, trustProxy)}`, rule: SETUP_RULE }];
  await takeSlotsOrRefuse(rateLimiter, counters, clock.now().getTime(), 'TOO_MANY_LOGIN_ATTEMPTS');
}

export const signIn: AppRouteHandler<typeof routes.signIn, OperatorsNeeds> = async (c) => {
  const payload = fromWire(operatorSignInPayloadSchema, c.req.valid('json'));
  const address = clientAddress(c, c.var.services.trustProxy);
  const operator = await signInOperator(deps(c.var.services), { ...payload, address });
  await startOperatorSession(c, operator.id);
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(operatorSignInSchema, { operator }), 200);
};

export const signOut: Handler<'signOut'> = async (c) => {
  await endOperatorSession(c);
  return c.body(null, 204);
};

export const me: Handler<'me'> = (c) => {
  const { id, email, name, role } = c.var.operator;
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(operatorSchema, { id, email, name, role }), 200);
};

export const readSetup: AppRouteHandler<typeof routes.readSetup, OperatorsNeeds> = async (c) => {
  await throttleSetup(c);
  const { db, clock, operatorAccess } = c.var.services;
  const setup = await service.findSetup(db, operatorAccess.totpCipher, c.req.valid('param').token, clock.now());
  if (!setup) throw apiError('OPERATOR_SETUP_LINK_INVALID');
  c.header('Cache-Control', 'no-store');
  const { email, name, otpauthUrl, secret } = setup;
  return c.json(toWire(operatorSetupSchema, { email, name, otpauthUrl, secret }), 200);
};

export const completeSetup: AppRouteHandler<typeof routes.completeSetup, OperatorsNeeds> = async (c) => {
  const { password, code } = fromWire(operatorSetupPayloadSchema, c.req.valid('json'));
  await throttleSetup(c);
  const ip = clientAddress(c, c.var.services.trustProxy);
  const recoveryCodes = await service.completeSetup(deps(c.var.services), { token: c.req.valid('param').token, password, code, ip });
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(operatorRecoveryCodesSchema, { recoveryCodes }), 200);
};

export const listOperators: Handler<'listOperators'> = async (c) => {
  const items = await service.listOperators(c.var.services.db);
  return c.json(toWire(operatorListSchema, { items }), 200);
};

export const createOperator: Handler<'createOperator'> = async (c) => {
  const input = fromWire(newOperatorPayloadSchema, c.req.valid('json'));
  const { operator, token } = await service.createOperator(deps(c.var.services), actorOf(c), input);
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(newOperatorSchema, { operator, setupUrl: service.setupUrl(backofficeOrigin(c.var.services), token) }), 201);
};

export const changeOperator: Handler<'changeOperator'> = async (c) => {
  const change = fromWire(operatorChangePayloadSchema, c.req.valid('json'));
  const operator = await service.changeOperator(deps(c.var.services), actorOf(c), c.req.valid('param').id, change);
  return c.json(toWire(operatorSchema, operator), 200);
};

export const reissueSetupLink: Handler<'reissueSetupLink'> = async (c) => {
  const token = await service.reissueSetupLink(deps(c.var.services), actorOf(c), c.req.valid('param').id);
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(operatorSetupLinkSchema, { setupUrl: service.setupUrl(backofficeOrigin(c.var.services), token) }), 200);
};

export const listAudit: Handler<'listAudit'> = async (c) => {
  const query = fromWire(auditQuerySchema, c.req.valid('query'));
  return c.json(toWire(auditPageSchema, await readAudit(c.var.services.db, query)), 200);
};
