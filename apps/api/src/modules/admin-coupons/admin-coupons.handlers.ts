import type { RouteHandler } from '@hono/zod-openapi';
import { adminCouponPageSchema, adminCouponSchema, couponRedemptionPageSchema, newCouponPayloadSchema, type AdminCoupon } from '@ma/api-client/admin';
import { dayRange } from '@ma/domain';
import type { CouponRow } from '../../db/schema.ts';
import { auditedWrite } from '../../lib/audited-write.ts';
import { toWire, fromWire } from '../../lib/wire.ts';
import * as coupons from '../credits/coupons.service.ts';
import { actorOf, type OperatorEnv } from '../operators/operator-auth.ts';
import type { AppServices } from '../services.ts';
import type * as routes from './admin-coupons.routes.ts';

/** The services this module's handlers use. */
export type AdminCouponsNeeds = Pick<AppServices, 'db' | 'clock' | 'trustProxy' | 'appOrigin' | 'operatorAccess'>;

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], OperatorEnv<AdminCouponsNeeds>>;

/** A coupon as the back office shows it, with where it stands at `now`. */
const adminCoupon = (row: CouponRow, now: Date): AdminCoupon => ({
  id: row.id,
  code: row.code,
  rewardAmount: row.rewardAmount,
  maxRedemptions: row.maxRedemptions,
  redemptionCount: row.redemptionCount,
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  status: coupons.couponStatus(row, now),
});

/** What the audit log keeps of a coupon. */
const audited = (row: CouponRow) => ({
  code: row.code,
  rewardAmount: row.rewardAmount,
  maxRedemptions: row.maxRedemptions,
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
  redemptionCount: row.redemptionCount,
});

export const listCoupons: Handler<'listCoupons'> = async (c) => {
  const { db, clock } = c.var.services;
  const page = await coupons.listCouponPage(db, c.req.valid('query').cursor);
  const now = clock.now();
  return c.json(toWire(adminCouponPageSchema, { items: page.items.map((row) => adminCoupon(row, now)), nextCursor: page.nextCursor }), 200);
};

export const createCoupon: Handler<'createCoupon'> = async (c) => {
  const input = fromWire(newCouponPayloadSchema, c.req.valid('json'));
  const { services } = c.var;
  const now = services.clock.now();
  const coupon = await auditedWrite(services, actorOf(c), async (tx) => {
    const row = await coupons.createCoupon(
      tx,
      {
        code: input.code,
        amount: input.amount,
        maxRedemptions: input.maxRedemptions ?? null,
        validFrom: input.validFrom ? dayRange(input.validFrom).start : null,
        validUntil: input.validUntil ? dayRange(input.validUntil).end : null,
      },
      now,
    );
    return { action: 'coupon.created', targetType: 'coupon', targetId: row.id, before: null, after: audited(row), result: row };
  });
  return c.json(toWire(adminCouponSchema, adminCoupon(coupon, now)), 201);
};

export const listCouponRedemptions: Handler<'listCouponRedemptions'> = async (c) => {
  const page = await coupons.listCouponRedemptions(c.var.services.db, c.req.valid('param').id, c.req.valid('query').cursor);
  const items = page.items.map((item) => ({ ...item, redeemedAt: item.redeemedAt.toISOString() }));
  return c.json(toWire(couponRedemptionPageSchema, { items, nextCursor: page.nextCursor }), 200);
};

export const expireCoupon: Handler<'expireCoupon'> = async (c) => {
  const { services } = c.var;
  const now = services.clock.now();
  const id = c.req.valid('param').id;
  const coupon = await auditedWrite(services, actorOf(c), async (tx) => {
    const { before, after } = await coupons.expireCoupon(tx, id, now);
    return { action: 'coupon.expired', targetType: 'coupon', targetId: id, before: audited(before), after: audited(after), result: after };
  });
  return c.json(toWire(adminCouponSchema, adminCoupon(coupon, now)), 200);
};
