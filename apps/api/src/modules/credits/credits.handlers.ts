import type { AppServices } from '../services.ts';
import type { RouteHandler } from '@hono/zod-openapi';
import { couponPayloadSchema, couponResultSchema, creditBalanceSchema, creditMovementsSchema } from '@ma/api-client/schemas';
import { ApiError, tooManyAttempts } from '../../lib/errors.ts';
import type { AuthedEnv } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { openCouponAttempt } from './coupon-attempts.ts';
import { redeemCoupon } from './coupon-redemption.ts';
import { readBalance } from './credit-ledger.ts';
import { listMovements } from './credit-movements.ts';
import type { BalanceRoute, MovementsRoute, UseCouponRoute } from './credits.routes.ts';

/** The services this module's handlers use (the app gives every request all of them). */
export type CreditsNeeds = Pick<AppServices, 'db' | 'clock' | 'rateLimiter'>;

export const balance: RouteHandler<BalanceRoute, AuthedEnv<CreditsNeeds>> = async (c) => {
  const value = await readBalance(c.var.services.db, c.var.user.id);
  return c.json(toWire(creditBalanceSchema, { balance: value }), 200);
};

export const movements: RouteHandler<MovementsRoute, AuthedEnv<CreditsNeeds>> = async (c) => {
  const { limit } = c.req.valid('query');
  const rows = await listMovements(c.var.services.db, c.var.user.id, limit);
  const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return c.json(toWire(creditMovementsSchema, { items }), 200);
};

export const useCoupon: RouteHandler<UseCouponRoute, AuthedEnv<CreditsNeeds>> = async (c) => {
  const { code } = fromWire(couponPayloadSchema, c.req.valid('json'));
  const { db, clock, rateLimiter } = c.var.services;
  const now = clock.now();
  const gate = await openCouponAttempt(rateLimiter, c.var.user.id, now.getTime());
  if (!gate.allowed) throw tooManyAttempts('TOO_MANY_COUPON_ATTEMPTS', gate.retryAfterMs);
  try {
    const redemption = await redeemCoupon(db, { userId: c.var.user.id, code, now });
    await gate.release();
    return c.json(toWire(couponResultSchema, { rewardType: redemption.rewardType, rewardAmount: redemption.rewardAmount }), 200);
  } catch (error) {
    // Only an unknown code keeps its slot: that is what guessing looks like.
    const unknownCode = error instanceof ApiError && error.code === 'COUPON_NOT_FOUND';
    if (!unknownCode) await gate.release().catch(() => undefined);
    throw error;
  }
};
