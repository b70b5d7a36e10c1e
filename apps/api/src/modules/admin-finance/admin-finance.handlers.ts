import type { RouteHandler } from '@hono/zod-openapi';
import {
  adminBrandListSchema,
  adminBrandSchema,
  adminCommissionPageSchema,
  adminCommissionsQuerySchema,
  brandChangePayloadSchema,
  brandWithSecretSchema,
  duePayoutListSchema,
  newBrandPayloadSchema,
  payoutBatchPageSchema,
  payoutBatchPayloadSchema,
  payoutBatchSchema,
  pixKeyRevealPayloadSchema,
  revealedSchema,
  webhookSecretSchema,
} from '@ma/api-client/admin';
import { payoutsCsv, payoutsCsvFilename, saoPauloDay } from '@ma/domain';
import { apiError } from '../../lib/errors.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { actorOf, type OperatorEnv } from '../operators/operator-auth.ts';
import { revealAffiliateField } from '../admin-creators/creator-actions.ts';
import type { AppServices } from '../services.ts';
import { batchPayouts, listBatches as readBatches, listCommissions as readCommissions } from './admin-finance.queries.ts';
import type * as routes from './admin-finance.routes.ts';
import * as service from './admin-finance.service.ts';

/** The services this module's handlers use. */
export type AdminFinanceNeeds = Pick<AppServices, 'db' | 'clock' | 'events' | 'trustProxy' | 'appOrigin' | 'operatorAccess'>;

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], OperatorEnv<AdminFinanceNeeds>>;

export const listBrands: Handler<'listBrands'> = async (c) =>
  c.json(toWire(adminBrandListSchema, { items: await service.listBrands(c.var.services.db) }), 200);

export const createBrand: Handler<'createBrand'> = async (c) => {
  const input = fromWire(newBrandPayloadSchema, c.req.valid('json'));
  const created = await service.createBrand(c.var.services, actorOf(c), input);
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(brandWithSecretSchema, created), 201);
};

export const changeBrand: Handler<'changeBrand'> = async (c) => {
  const change = fromWire(brandChangePayloadSchema, c.req.valid('json'));
  const brand = await service.changeBrand(c.var.services, actorOf(c), c.req.valid('param').id, change);
  return c.json(toWire(adminBrandSchema, brand), 200);
};

export const rotateWebhookSecret: Handler<'rotateWebhookSecret'> = async (c) => {
  const webhookSecret = await service.rotateWebhookSecret(c.var.services, actorOf(c), c.req.valid('param').id);
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(webhookSecretSchema, { webhookSecret }), 200);
};

export const listCommissions: Handler<'listCommissions'> = async (c) => {
  const query = fromWire(adminCommissionsQuerySchema, c.req.valid('query'));
  return c.json(toWire(adminCommissionPageSchema, await readCommissions(c.var.services.db, query)), 200);
};

export const listDuePayouts: Handler<'listDuePayouts'> = async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(duePayoutListSchema, await service.duePayouts(c.var.services.db)), 200);
};

export const payBatch: Handler<'payBatch'> = async (c) => {
  const payload = fromWire(payoutBatchPayloadSchema, c.req.valid('json'));
  const batch = await service.markBatchPaid(c.var.services, actorOf(c), payload);
  return c.json(toWire(payoutBatchSchema, batch), 201);
};

export const listBatches: Handler<'listBatches'> = async (c) =>
  c.json(toWire(payoutBatchPageSchema, await readBatches(c.var.services.db, c.req.valid('query').cursor)), 200);

export const batchCsv: Handler<'batchCsv'> = async (c) => {
  const found = await batchPayouts(c.var.services.db, c.req.valid('param').id);
  if (!found) throw apiError('PAYOUT_BATCH_NOT_FOUND');
  return c.body(payoutsCsv(found.payouts), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${payoutsCsvFilename(saoPauloDay(found.batch.paidAt), found.batch.id)}"`,
    'Cache-Control': 'no-store',
  });
};

/** The full PIX key of a creator to pay: the creators' own audited reveal, for finance. */
export const revealPayoutPixKey: Handler<'revealPayoutPixKey'> = async (c) => {
  const { reason } = fromWire(pixKeyRevealPayloadSchema, c.req.valid('json'));
  const value = await revealAffiliateField(c.var.services, actorOf(c), c.req.valid('param').id, { field: 'pix_key', reason });
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(revealedSchema, { value }), 200);
};
