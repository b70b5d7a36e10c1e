import { createHash } from 'node:crypto';
import { approvalDate, commissionCents, DAY_MS, expectedPaymentDate, saoPauloDay } from '@ma/domain';
import { batchesFor } from '../../../db/batches.ts';
import { affiliateBrands, affiliateClicks, affiliateCommissions, affiliateLinks, affiliatePayouts, affiliates } from '../../../db/schema.ts';
import type { Seeder } from '../../../seed/seed-context.ts';
import { findUserByEmail } from '../../account/account.repository.ts';

const DEMO_EMAIL = 'ouro@example.com';

/**
 * The demo brands (fictitious, on example.com). Their webhook secrets are public on purpose
 * (docs/product/affiliate.md shows how to send a signed test conversion with one).
 */
export const demoBrands = [
  { id: 'lumiere', name: 'Lumière Cosméticos', commissionRateBp: 1200, cookieDays: 30, holdingDays: 30, domain: 'lumiere.example.com' },
  { id: 'vibe-fit', name: 'Vibe Fit Moda Esportiva', commissionRateBp: 1000, cookieDays: 15, holdingDays: 14, domain: 'vibefit.example.com' },
  { id: 'casa-nativa', name: 'Casa Nativa Decoração', commissionRateBp: 850, cookieDays: 45, holdingDays: 30, domain: 'casanativa.example.com' },
  { id: 'sabor-de-minas', name: 'Sabor de Minas Cafés', commissionRateBp: 1500, cookieDays: 7, holdingDays: 7, domain: 'sabordeminas.example.com' },
].map((brand) => ({ ...brand, homepageUrl: `https://${brand.domain}/`, webhookSecret: `demo-webhook-secret-${brand.id}-not-for-production` }));

const demoLinks = [
  { code: 'dembeaut', brandId: 'lumiere', path: '', daysAgo: 120, dailyClicks: 14 },
  { code: 'demrun42', brandId: 'vibe-fit', path: 'leggings/compressao-preta', daysAgo: 75, dailyClicks: 9 },
  { code: 'demcafe8', brandId: 'sabor-de-minas', path: 'cafes/especial-cerrado', daysAgo: 40, dailyClicks: 5 },
] as const;

/** A number in [0, 1) from a label: the same demo data on every machine. */
const unit = (label: string) => createHash('sha256').update(label).digest().readUInt32BE(0) / 2 ** 32;

/**
 * The affiliate program's demo: four brands, and the Ouro account registered, with three links,
 * months of clicks and commissions in every status (paid ones with their payouts), all derived
 * from today so that every screen has something to show. Added once, with the registration.
 */
export const affiliateSeeder: Seeder = {
  name: 'affiliate',
  async run({ db, clock, logger }) {
    const now = clock.now();
    await db
      .insert(affiliateBrands)
      .values(demoBrands.map((brand) => ({ ...brand, logoUrl: null, createdAt: now, updatedAt: now })))
      .onConflictDoNothing();
    const user = await findUserByEmail(db, DEMO_EMAIL);
    if (!user) return;
    const [registered] = await db
      .insert(affiliates)
      .values({
        userId: user.id,
        fullName: user.name,
        document: '52998224725',
        phone: '+5571987654321',
        pixKeyType: 'random',
        pixKey: '7d9f6c2e-3b1a-4c5d-9e8f-0a1b2c3d4e5f',
        termsAcceptedAt: new Date(now.getTime() - 130 * DAY_MS),
        createdAt: new Date(now.getTime() - 130 * DAY_MS),
        updatedAt: new Date(now.getTime() - 130 * DAY_MS),
      })
      .onConflictDoNothing()
      .returning({ userId: affiliates.userId });
    if (!registered) return;

    const links = await db
      .insert(affiliateLinks)
      .values(
        demoLinks.map((link) => ({
          code: link.code,
          userId: user.id,
          brandId: link.brandId,
          destinationUrl: `https://${demoBrands.find((brand) => brand.id === link.brandId)?.domain}/${link.path}`,
          createdAt: new Date(now.getTime() - link.daysAgo * DAY_MS),
        })),
      )
      .onConflictDoNothing()
      .returning();

    // Per visitor per São Paulo day, as the recorder writes them.
    const clicks = new Map<string, typeof affiliateClicks.$inferInsert>();
    const commissions: (typeof affiliateCommissions.$inferInsert)[] = [];
    for (const link of links) {
      const demo = demoLinks.find((item) => item.code === link.code);
      const brand = demoBrands.find((item) => item.id === link.brandId);
      if (!demo || !brand) continue;
      for (let day = demo.daysAgo; day >= 0; day -= 1) {
        const count = Math.round(demo.dailyClicks * (0.4 + 1.2 * unit(`${link.code}:${day}`)));
        for (let i = 0; i < count; i += 1) {
          const clickedAt = new Date(now.getTime() - day * DAY_MS - Math.floor(unit(`${link.code}:${day}:${i}:t`) * DAY_MS * 0.9));
          // About one visitor in four comes back the same day.
          const visitor = `demo-${link.code}-${day}-${i - (unit(`${link.code}:${day}:${i}:v`) < 0.25 && i > 0 ? 1 : 0)}`;
          const id = `demo-${link.code}-${day}-${i}`;
          const clickDay = saoPauloDay(clickedAt);
          const key = `${link.id} ${clickDay} ${visitor}`;
          const known = clicks.get(key);
          if (known) known.clicks += 1;
          else clicks.set(key, { linkId: link.id, day: clickDay, visitor, clicks: 1 });
          // About one click in 40 buys; some buyers return what they bought.
          if (unit(`${id}:buy`) >= 0.025) continue;
          const orderedAt = new Date(clickedAt.getTime() + Math.floor(unit(`${id}:later`) * 3 * DAY_MS));
          if (orderedAt > now) continue;
          const orderCents = 4_990 + Math.floor(unit(`${id}:value`) * 60_000);
          const approvesAt = approvalDate(orderedAt, brand.holdingDays);
          const paidAt = expectedPaymentDate(approvesAt, 0);
          const canceled = unit(`${id}:refund`) < 0.12;
          const status = canceled ? 'canceled' : approvesAt > now ? 'pending' : paidAt <= now ? 'paid' : 'approved';
          commissions.push({
            brandId: brand.id,
            orderId: `PED-${createHash('sha256').update(id).digest('hex').slice(0, 8).toUpperCase()}`,
            userId: user.id,
            linkId: link.id,
            clickId: id,
            orderCents,
            rateBp: brand.commissionRateBp,
            commissionCents: commissionCents(orderCents, brand.commissionRateBp),
            status,
            orderedAt,
            approvesAt,
            approvedAt: status === 'approved' || status === 'paid' ? approvesAt : null,
            canceledAt: canceled ? new Date(Math.min(now.getTime(), orderedAt.getTime() + 5 * DAY_MS)) : null,
            paidAt: status === 'paid' ? paidAt : null,
            createdAt: orderedAt,
          });
        }
      }
    }
    for (const batch of batchesFor(affiliateClicks, [...clicks.values()])) await db.insert(affiliateClicks).values(batch).onConflictDoNothing();

    // One payout per payment day, as an operator would have run them.
    const payouts = new Map<number, number>();
    for (const commission of commissions) {
      if (commission.status === 'paid' && commission.paidAt) {
        const key = commission.paidAt.getTime();
        payouts.set(key, (payouts.get(key) ?? 0) + Number(commission.commissionCents));
      }
    }
    const payoutIds = new Map<number, string>();
    for (const [paidAt, amountCents] of payouts) {
      const [payout] = await db
        .insert(affiliatePayouts)
        .values({
          userId: user.id,
          amountCents,
          pixKeyType: 'random',
          pixKey: '7d9f6c2e-3b1a-4c5d-9e8f-0a1b2c3d4e5f',
          reference: `E00000000${new Date(paidAt).toISOString().slice(0, 10).replaceAll('-', '')}DEMO`,
          paidAt: new Date(paidAt),
        })
        .returning({ id: affiliatePayouts.id });
      if (payout) payoutIds.set(paidAt, payout.id);
    }
    const rows = commissions.map((commission) => ({
      ...commission,
      payoutId: commission.paidAt ? payoutIds.get(commission.paidAt.getTime()) : null,
    }));
    for (const batch of batchesFor(affiliateCommissions, rows)) await db.insert(affiliateCommissions).values(batch).onConflictDoNothing();
    logger.info('seed: affiliate demo added', { links: links.length, visitorDays: clicks.size, commissions: commissions.length });
  },
};
