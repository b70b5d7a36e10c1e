import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { affiliateBrands, type AffiliateBrandRow } from '../../db/schema.ts';

/**
 * The program's brands as operators keep them (docs/product/affiliate.md): `cli affiliate:brands`
 * and the back office's brands write through these, never a copy.
 */

/** A new webhook secret: 32 random bytes, as brands paste it (base64url). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/** What an operator sets of a brand (the domain normalized, the rate in basis points). */
export type BrandFields = Pick<
  AffiliateBrandRow,
  'name' | 'logoUrl' | 'commissionRateBp' | 'cookieDays' | 'holdingDays' | 'domain' | 'homepageUrl' | 'active'
>;

/** A new brand with its webhook secret; a taken id throws the database's unique violation. */
export async function insertBrand(tx: Database, id: string, fields: BrandFields, webhookSecret: string, now: Date): Promise<AffiliateBrandRow> {
  const [row] = await tx
    .insert(affiliateBrands)
    .values({ id, ...fields, webhookSecret, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('brand insert returned no row');
  return row;
}

/** Changes a brand (the secret too, when given); undefined for an unknown id. */
export async function updateBrand(
  tx: Database,
  id: string,
  fields: Partial<BrandFields> & { webhookSecret?: string },
  now: Date,
): Promise<AffiliateBrandRow | undefined> {
  const [row] = await tx
    .update(affiliateBrands)
    .set({ ...fields, updatedAt: now })
    .where(eq(affiliateBrands.id, id))
    .returning();
  return row;
}
