import type { RouteHandler } from '@hono/zod-openapi';
import { dealSchema, deliverableChangesSchema, deliverableHandInSchema, type Deal } from '@ma/api-client/schemas';
import { deliverableKindLabels, HOUR_MS } from '@ma/domain';
import type { AuthedEnv } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { takeSlotsOrRefuse } from '../../rate-limit/take-slots.ts';
import type { BrandEnv } from '../brands/brand-auth.ts';
import type { AppServices } from '../services.ts';
import { mailHandedIn } from './handed-in-email.ts';
import { assertDealReader, handIn as handInItem, readDeal, review, type DealReader } from './deals.ts';
import type * as routes from './deliverables.routes.ts';

/** The services this module's handlers use. */
export type DeliverablesNeeds = Pick<AppServices, 'db' | 'clock' | 'rateLimiter' | 'trustProxy' | 'appOrigin' | 'events' | 'mailer' | 'background'>;

type Creator<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AuthedEnv<DeliverablesNeeds>>;
type Brand<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], BrandEnv<DeliverablesNeeds>>;

/** Writes on one deal, per side: a checklist is a few items, each handed in or answered a few times. */
export const DELIVERABLE_WRITES_RULE: RateLimitRule = { limit: 30, windowMs: HOUR_MS };

/** 404 for a deal not `reader`'s, then a slot of `key`'s budget (429 TOO_MANY_DELIVERABLE_WRITES). */
async function throttleWrite(services: DeliverablesNeeds, reader: DealReader, applicationId: string, key: string) {
  await assertDealReader(services.db, reader, applicationId);
  const counters = [{ key: `deliverables:${key}:${applicationId}`, rule: DELIVERABLE_WRITES_RULE }];
  await takeSlotsOrRefuse(services.rateLimiter, counters, services.clock.now().getTime(), 'TOO_MANY_DELIVERABLE_WRITES');
}

const dealAnswer = (deal: Deal) => toWire(dealSchema, deal);

// Personal data: no cache keeps a deal.
const noStore = { 'Cache-Control': 'no-store' };

export const creatorDeal: Creator<'creatorDeal'> = async (c) => {
  const { db, clock } = c.var.services;
  return c.json(dealAnswer(await readDeal(db, { creatorId: c.var.user.id }, c.req.valid('param').id, clock.now())), 200, noStore);
};

export const handIn: Creator<'handIn'> = async (c) => {
  const { id, item } = c.req.valid('param');
  const { url } = fromWire(deliverableHandInSchema, c.req.valid('json'));
  const { services, user } = c.var;
  await throttleWrite(services, { creatorId: user.id }, id, `creator:${user.id}`);
  const deal = await handInItem(services.db, user.id, id, item, url, services.clock.now());
  const handed = deal.items.find((each) => each.item === item);
  if (handed) mailHandedIn(services, id, `${deliverableKindLabels[handed.kind]} ${handed.position}`);
  return c.json(dealAnswer(deal), 200);
};

export const brandDeal: Brand<'brandDeal'> = async (c) => {
  const { db, clock } = c.var.services;
  const deal = await readDeal(db, { brandId: c.var.member.brandId }, c.req.valid('param').applicationId, clock.now());
  return c.json(dealAnswer(deal), 200, noStore);
};

export const confirmDeliverable: Brand<'confirmDeliverable'> = async (c) => {
  const { applicationId, item } = c.req.valid('param');
  const { services, member } = c.var;
  await throttleWrite(services, { brandId: member.brandId }, applicationId, `member:${member.id}`);
  return c.json(dealAnswer(await review(services, member, applicationId, item, { confirm: true }, services.clock.now())), 200);
};

export const requestChanges: Brand<'requestChanges'> = async (c) => {
  const { applicationId, item } = c.req.valid('param');
  const { note } = fromWire(deliverableChangesSchema, c.req.valid('json'));
  const { services, member } = c.var;
  await throttleWrite(services, { brandId: member.brandId }, applicationId, `member:${member.id}`);
  return c.json(dealAnswer(await review(services, member, applicationId, item, { confirm: false, note }, services.clock.now())), 200);
};
