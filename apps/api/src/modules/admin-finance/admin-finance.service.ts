import type { AdminBrand, BrandChange, NewBrand, PayoutBatchOrders } from '@ma/api-client/admin';
import { maskPixKey, normalizeBrandDomain } from '@ma/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { affiliateBrands, type AffiliateBrandRow } from '../../db/schema.ts';
import { auditedWrite, type Actor } from '../../lib/audited-write.ts';
import type { Clock } from '../../lib/clock.ts';
import { apiError } from '../../lib/errors.ts';
import type { Events } from '../../lib/events.ts';
import { insertBrand, newWebhookSecret, updateBrand, type BrandFields } from '../affiliate/brands.ts';
import { toAffiliateBrand } from '../affiliate/affiliate.repository.ts';
import { listDuePayouts, payBatch, PayoutRefused } from '../affiliate/payouts.ts';

/**
 * The back office's brands and payouts (docs/product/backoffice.md): the affiliate module's
 * services (the same `cli affiliate:brands` and `affiliate:payouts` call), each operator write
 * in `auditedWrite` with its row of the audit log.
 */

export interface FinanceDeps {
  db: Database;
  clock: Clock;
  events: Events;
}

export const toAdminBrand = (row: AffiliateBrandRow): AdminBrand => ({
  ...toAffiliateBrand(row),
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit log keeps of a brand: everything but its webhook secret. */
const audited = (row: AffiliateBrandRow) => {
  const { webhookSecret: _secret, createdAt: _created, updatedAt: _updated, ...rest } = row;
  return rest;
};

export const listBrands = async (db: Database): Promise<AdminBrand[]> =>
  (await db.select().from(affiliateBrands).orderBy(asc(affiliateBrands.name), asc(affiliateBrands.id))).map(toAdminBrand);

/** The payload's fields as the table keeps them: basis points, the normalized domain, the home page by default. */
function brandFields(input: BrandChange, current?: AffiliateBrandRow): Partial<BrandFields> {
  const domain = input.domain === undefined ? undefined : (normalizeBrandDomain(input.domain) ?? undefined);
  const fields: Partial<BrandFields> = {
    name: input.name,
    logoUrl: input.logoUrl === undefined ? undefined : input.logoUrl || null,
    commissionRateBp: input.commissionPercent === undefined ? undefined : Math.round(input.commissionPercent * 100),
    cookieDays: input.cookieDays,
    holdingDays: input.holdingDays,
    domain,
    active: input.active,
  };
  // An empty home page is the (new) domain's root.
  if (input.homepageUrl !== undefined) fields.homepageUrl = input.homepageUrl || `https://${domain ?? current?.domain}/`;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** A new brand and its webhook secret (answered once, never in the audit log). 409 AFFILIATE_BRAND_TAKEN. */
export async function createBrand(deps: FinanceDeps, actor: Actor, input: NewBrand) {
  const secret = newWebhookSecret();
  const fields = brandFields(input) as BrandFields;
  try {
    return await auditedWrite(deps, actor, async (tx) => {
      const row = await insertBrand(tx, input.id, fields, secret, deps.clock.now());
      const result = { brand: toAdminBrand(row), webhookSecret: secret };
      return { action: 'affiliate_brand.created', targetType: 'affiliate_brand', targetId: row.id, before: null, after: audited(row), result };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw apiError('AFFILIATE_BRAND_TAKEN');
    throw error;
  }
}

const lockedBrand = async (tx: Database, id: string) => {
  const [row] = await tx.select().from(affiliateBrands).where(eq(affiliateBrands.id, id)).for('update');
  if (!row) throw apiError('AFFILIATE_BRAND_NOT_FOUND');
  return row;
};

/** Changes a brand: any field, or `active` (an inactive brand's links stop and its webhook is refused). 404. */
export const changeBrand = (deps: FinanceDeps, actor: Actor, id: string, input: BrandChange): Promise<AdminBrand> =>
  auditedWrite(deps, actor, async (tx) => {
    const before = await lockedBrand(tx, id);
    const after = (await updateBrand(tx, id, brandFields(input, before), deps.clock.now())) ?? before;
    const action = input.active !== undefined && Object.keys(input).length === 1 ? (input.active ? 'activated' : 'deactivated') : 'changed';
    return {
      action: `affiliate_brand.${action}`,
      targetType: 'affiliate_brand',
      targetId: id,
      before: audited(before),
      after: audited(after),
      result: toAdminBrand(after),
    };
  });

/** A new webhook secret for the brand (the old one stops at once); the audit row says when, never what. 404. */
export const rotateWebhookSecret = (deps: FinanceDeps, actor: Actor, id: string): Promise<string> =>
  auditedWrite(deps, actor, async (tx) => {
    const before = await lockedBrand(tx, id);
    const secret = newWebhookSecret();
    const after = (await updateBrand(tx, id, { webhookSecret: secret }, deps.clock.now())) ?? before;
    return {
      action: 'affiliate_brand.webhook_secret_rotated',
      targetType: 'affiliate_brand',
      targetId: id,
      before: { secretSetAt: before.updatedAt.toISOString() },
      after: { secretSetAt: after.updatedAt.toISOString() },
      result: secret,
    };
  });

/** What each creator is due, the PIX key masked. */
export async function duePayouts(db: Database) {
  const rows = await listDuePayouts(db);
  return {
    items: rows.map((row) => ({
      userId: row.userId,
      fullName: row.fullName,
      email: row.email,
      pixKeyType: row.pixKeyType,
      pixKeyMasked: maskPixKey(row.pixKeyType, row.pixKey),
      commissionCount: row.count,
      amountCents: row.cents,
    })),
    totalCents: rows.reduce((sum, row) => sum + row.cents, 0),
  };
}

/**
 * Marks a batch paid, all or none, with its audit row: a creator whose due is not the amount
 * transferred (new approvals, or paid already) refuses the batch with 409 PAYOUT_DUE_CHANGED,
 * so a batch sent twice pays once. Each creator's payout_made notification is emitted by the
 * affiliate module's payBatch, in this transaction.
 */
export async function markBatchPaid(deps: FinanceDeps, actor: Actor, payload: PayoutBatchOrders) {
  const orders = payload.items.map((item) => ({ userId: item.userId, reference: item.reference, expectedCents: item.amountCents }));
  try {
    return await auditedWrite(deps, actor, async (tx) => {
      const { batch, payouts } = await payBatch(tx, deps.events, orders, deps.clock.now());
      const after = {
        ...batch,
        paidAt: batch.paidAt.toISOString(),
        payouts: payouts.map((payout) => ({
          payoutId: payout.payoutId,
          userId: payout.userId,
          amountCents: payout.amountCents,
          reference: payout.reference,
        })),
      };
      const result = { id: batch.id, paidAt: batch.paidAt.toISOString(), payoutCount: batch.payoutCount, totalCents: batch.totalCents };
      return { action: 'payout_batch.paid', targetType: 'payout_batch', targetId: batch.id, before: null, after, result };
    });
  } catch (error) {
    if (error instanceof PayoutRefused) throw apiError('PAYOUT_DUE_CHANGED');
    throw error;
  }
}
