import { createHmac, timingSafeEqual } from 'node:crypto';
import { approvalDate, commissionCents, orderTimeProblem, type OrderTimeProblem } from '@ma/domain';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { affiliateCommissions, affiliateLinks, affiliateWebhookEvents, type AffiliateBrandRow } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import { queueApproval } from './approvals.ts';
import type { ClickIds } from './clicks.ts';

/** How far a webhook's timestamp may be from our clock, either way (replays outside it are refused). */
export const WEBHOOK_WINDOW_SECONDS = 5 * 60;

/** `sha256=` + hex HMAC-SHA256 of `{timestamp}.{raw body}` with the brand's secret (what brands send). */
export const webhookSignature = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/**
 * Refuses a delivery whose timestamp is missing or outside the window (WEBHOOK_TIMESTAMP_INVALID)
 * or whose signature is not the brand's over exactly these bytes (WEBHOOK_SIGNATURE_INVALID).
 */
export function verifyWebhook(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  body: string;
  now: Date;
}): void {
  const { timestamp, signature } = input;
  const seconds = timestamp && /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  if (!Number.isFinite(seconds) || Math.abs(input.now.getTime() / 1000 - seconds) > WEBHOOK_WINDOW_SECONDS)
    throw apiError('WEBHOOK_TIMESTAMP_INVALID');
  const expected = Buffer.from(webhookSignature(input.secret, timestamp ?? '', input.body));
  const given = Buffer.from(signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw apiError('WEBHOOK_SIGNATURE_INVALID');
}

/** What a brand sends: an order approved (with the click id we gave it) or refunded. */
export const conversionEventSchema = z.discriminatedUnion('type', [
  z.object({
    event_id: z.string().min(1).max(200),
    type: z.literal('order.approved'),
    order_id: z.string().min(1).max(200),
    /** Centavos. */
    order_value: z.number().int().min(0).max(100_000_000_00),
    click_id: z.string().min(1).max(128),
    occurred_at: z.iso.datetime({ offset: true }),
  }),
  z.object({
    event_id: z.string().min(1).max(200),
    type: z.literal('order.refunded'),
    order_id: z.string().min(1).max(200),
    occurred_at: z.iso.datetime({ offset: true }).optional(),
  }),
]);
export type ConversionEvent = z.infer<typeof conversionEventSchema>;

export function parseConversionEvent(body: string): ConversionEvent {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw apiError('WEBHOOK_EVENT_INVALID');
  }
  const parsed = conversionEventSchema.safeParse(json);
  if (!parsed.success) throw apiError('WEBHOOK_EVENT_INVALID');
  return parsed.data;
}

export type ConversionOutcome = 'created' | 'canceled' | 'duplicate' | 'ignored';

const orderTimeError = (problem: OrderTimeProblem, cookieDays: number) =>
  problem === 'before-click'
    ? apiError('WEBHOOK_ORDER_BEFORE_CLICK')
    : problem === 'in-future'
      ? apiError('WEBHOOK_ORDER_IN_FUTURE')
      : apiError('WEBHOOK_ORDER_AFTER_COOKIE_WINDOW', cookieDays);

/**
 * Applies one event, once: the event id is stored in the same transaction as its effect, so a
 * retry (or 50 deliveries at once) changes nothing after the first. An approved order creates a
 * pending commission of order x rate for the creator of the clicked link, when the order came
 * after the click and within the brand's cookie window; a refund cancels the order's commission
 * unless it was paid. An inactive brand's events are refused whole; a refused event stores
 * nothing (the transaction is rolled back), so the brand may correct and resend it.
 */
export async function applyConversion(
  db: Database,
  brand: AffiliateBrandRow,
  event: ConversionEvent,
  now: Date,
  readClickId: ClickIds['read'],
): Promise<ConversionOutcome> {
  // Checked after the signature (the handler verifies it first): only the brand learns it.
  if (!brand.active) throw apiError('WEBHOOK_BRAND_INACTIVE');
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .insert(affiliateWebhookEvents)
      .values({ brandId: brand.id, eventId: event.event_id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: affiliateWebhookEvents.eventId });
    if (!taken) return 'duplicate';

    if (event.type === 'order.refunded') {
      const canceled = await tx
        .update(affiliateCommissions)
        .set({ status: 'canceled', canceledAt: now })
        .where(
          and(eq(affiliateCommissions.brandId, brand.id), eq(affiliateCommissions.orderId, event.order_id), ne(affiliateCommissions.status, 'paid')),
        )
        .returning({ id: affiliateCommissions.id });
      return canceled.length > 0 ? 'canceled' : 'ignored';
    }

    // The click id is ours (signed): it names the link and the second of the click.
    const click = readClickId(event.click_id);
    const [link] = click
      ? await tx
          .select({ userId: affiliateLinks.userId, brandId: affiliateLinks.brandId })
          .from(affiliateLinks)
          .where(eq(affiliateLinks.id, click.linkId))
          .limit(1)
      : [];
    const orderedAt = new Date(event.occurred_at);
    // Not our click, or another brand's link: no commission.
    if (!click || !link || link.brandId !== brand.id) throw apiError('WEBHOOK_EVENT_INVALID');
    // Dated before the click, past its cookie window, or ahead of us: the holding period is
    // counted from this date, so a past one would be approved at once.
    const problem = orderTimeProblem({ orderedAt, clickedAt: click.clickedAt, cookieDays: brand.cookieDays, now });
    if (problem) throw orderTimeError(problem, brand.cookieDays);
    const approvesAt = approvalDate(orderedAt, brand.holdingDays);
    const [created] = await tx
      .insert(affiliateCommissions)
      .values({
        brandId: brand.id,
        orderId: event.order_id,
        userId: link.userId,
        linkId: click.linkId,
        clickId: event.click_id,
        orderCents: event.order_value,
        rateBp: brand.commissionRateBp,
        commissionCents: commissionCents(event.order_value, brand.commissionRateBp),
        status: 'pending',
        orderedAt,
        approvesAt,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: affiliateCommissions.id });
    if (!created) return 'duplicate';
    await queueApproval(tx, created.id, approvesAt);
    return 'created';
  });
}
