import type { RouteHandler } from '@hono/zod-openapi';
import { adminBrandAccountPageSchema, adminBrandAccountSchema, brandRefusalPayloadSchema } from '@ma/api-client/admin';
import { fromWire, toWire } from '../../lib/wire.ts';
import { actorOf, type OperatorEnv } from '../operators/operator-auth.ts';
import type { AppServices } from '../services.ts';
import * as review from './brand-account-review.ts';
import type * as routes from './admin-brand-accounts.routes.ts';

/** The services this module's handlers use. */
export type AdminBrandAccountsNeeds = Pick<AppServices, 'db' | 'clock' | 'trustProxy' | 'appOrigin' | 'operatorAccess' | 'mailer' | 'background'>;

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
