import { randomBytes } from 'node:crypto';
import { DAY_MS } from '@ma/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { affiliateBrands, affiliateClicks, type affiliateCommissions } from '../../db/schema.ts';
import { call } from '../../test/test-app.ts';
import { webhookSignature } from './conversions.ts';

/**
 * A brand of the program with an id and a webhook secret no other test uses: 10 %, a 30-day
 * cookie and a 30-day hold unless `overrides` say otherwise.
 */
export async function insertBrand(db: Database, overrides: Partial<typeof affiliateBrands.$inferInsert> = {}) {
  const id = `marca-${randomBytes(4).toString('hex')}`;
  const secret = `segredo-${randomBytes(16).toString('hex')}`;
  await db.insert(affiliateBrands).values({
    id,
    name: 'Loja Teste',
    commissionRateBp: 1000,
    cookieDays: 30,
    holdingDays: 30,
    domain: 'loja.example.com',
    homepageUrl: 'https://loja.example.com/',
    webhookSecret: secret,
    ...overrides,
  });
  return { id, secret };
}

/**
 * A commission row of `cents` at the test brands' 10 % (on an order of ten times that), of an
 * order of its own placed at `orderedAt` (an ISO instant), approving after the 30-day hold.
 */
export function commissionRow(row: {
  brandId: string;
  userId: string;
  cents: number;
  status: (typeof affiliateCommissions.$inferInsert)['status'];
  orderedAt: string;
}): typeof affiliateCommissions.$inferInsert {
  return {
    brandId: row.brandId,
    orderId: `PED-${randomBytes(6).toString('hex')}`,
    userId: row.userId,
    orderCents: row.cents * 10,
    rateBp: 1000,
    commissionCents: row.cents,
    status: row.status,
    orderedAt: new Date(row.orderedAt),
    approvesAt: new Date(Date.parse(row.orderedAt) + 30 * DAY_MS),
  };
}

/** Delivers `event` to the brand's webhook as the brand would: signed with `key`, stamped `timestamp` (seconds). */
export function deliverWebhook(
  app: Parameters<typeof call>[0],
  brandId: string,
  event: Record<string, unknown>,
  signing: { key: string; timestamp: number },
) {
  const body = JSON.stringify(event);
  const timestamp = String(signing.timestamp);
  return call(app, 'POST', `/v3/affiliate/webhooks/${brandId}`, {
    body,
    headers: { 'x-timestamp': timestamp, 'x-signature': webhookSignature(signing.key, timestamp, body) },
  });
}

/** The clicks recorded for a link, as the redirect writes them. */
export const clicksOf = (db: Database, linkId: string) => db.select().from(affiliateClicks).where(eq(affiliateClicks.linkId, linkId));
