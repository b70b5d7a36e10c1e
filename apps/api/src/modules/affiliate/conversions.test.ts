import { DAY_MS } from '@ma/domain';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateBrands, affiliateCommissions, affiliateLinks, affiliateWebhookEvents, users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { type AppOptions } from '../../app.ts';
import { deliverWebhook, insertBrand } from './affiliate.test-support.ts';
import { APPROVAL_JOB } from './approvals.ts';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const TRACKING_SECRET = 'segredo-de-rastreamento-de-teste-0123456789';

describe.each(testDatabases)('the conversion webhook ($name)', (database) => {
  const context = useTestDatabase(database);

  /** A brand (30-day cookie, 30-day hold), a creator's link to it, and an app to click and deliver with. */
  const setup = async (brand: { active?: boolean } = {}, deps: Partial<AppOptions> = {}) => {
    const db = context.handle.db;
    const { id: brandId, secret } = await insertBrand(db, { active: brand.active ?? true });
    const [user] = await db
      .insert(users)
      .values({ name: 'Ana', username: `ana-${randomUUID()}` })
      .returning({ id: users.id });
    const code = Array.from(randomBytes(8), (byte) => '23456789abcdefghjkmnpqrstuvwxyz'[byte % 31]).join('');
    await db.insert(affiliateLinks).values({ code, userId: user?.id ?? '', brandId, destinationUrl: 'https://loja.example.com/' });
    const made = createTestApp(db, { clickFlushMs: 0, ...deps });
    const { clock } = made;
    /** Follows the link on `app` (this one by default) and answers its click id. */
    const click = async (app = made.app) => {
      const response = await app.request(`/r/${code}`, { headers: { 'user-agent': BROWSER, 'x-forwarded-for': '203.0.113.7' } });
      expect(response.status).toBe(302);
      return new URL(response.headers.get('location') ?? '').searchParams.get('ma_click_id') ?? '';
    };
    const deliver = (event: Record<string, unknown>, app = made.app) =>
      deliverWebhook(app, brandId, event, { key: secret, timestamp: Math.floor(clock.now().getTime() / 1000) });
    const order = (clickId: string, occurredAt: Date) => ({
      event_id: `evt-${randomBytes(6).toString('hex')}`,
      type: 'order.approved',
      order_id: `PED-${randomBytes(6).toString('hex')}`,
      order_value: 10_000,
      click_id: clickId,
      occurred_at: occurredAt.toISOString(),
    });
    const stored = async () => ({
      commissions: await db.select().from(affiliateCommissions).where(eq(affiliateCommissions.brandId, brandId)),
      events: await db.select().from(affiliateWebhookEvents).where(eq(affiliateWebhookEvents.brandId, brandId)),
    });
    return { ...made, db, brandId, click, deliver, order, stored };
  };

  it('refuses an order dated before its click, however far back, and stores nothing', async () => {
    const { click, deliver, order, clock, stored } = await setup();
    const clickId = await click();
    for (const occurredAt of [new Date(clock.now().getTime() - DAY_MS), new Date('2001-01-01T00:00:00Z')]) {
      const answer = await deliver(order(clickId, occurredAt));
      expect([answer.status, answer.json?.['code'], answer.json?.['detail']]).toEqual([
        422,
        'WEBHOOK_ORDER_BEFORE_CLICK',
        'A data do pedido (occurred_at) é anterior ao clique.',
      ]);
    }
    expect(await stored()).toEqual({ commissions: [], events: [] });
  });

  it('refuses an order after the cookie window or in the future, and takes one inside it', async () => {
    const { click, deliver, order, clock, stored } = await setup();
    const clickId = await click();
    const clickedAt = clock.now().getTime();
    clock.advance(31 * DAY_MS);
    const late = await deliver(order(clickId, clock.now()));
    expect([late.status, late.json?.['code'], late.json?.['detail']]).toEqual([
      422,
      'WEBHOOK_ORDER_AFTER_COOKIE_WINDOW',
      'A data do pedido (occurred_at) passa da janela de 30 dias após o clique.',
    ]);
    // Dated inside the window, but a day from now: the holding period would be counted from then.
    const fresh = await click();
    const future = await deliver(order(fresh, new Date(clock.now().getTime() + DAY_MS)));
    expect([future.status, future.json?.['code'], future.json?.['detail']]).toEqual([
      422,
      'WEBHOOK_ORDER_IN_FUTURE',
      'A data do pedido (occurred_at) está no futuro.',
    ]);
    expect(await stored()).toEqual({ commissions: [], events: [] });

    // The last second of the window counts; a brand's clock a minute behind ours too.
    expect((await deliver(order(clickId, new Date(clickedAt + 30 * DAY_MS)))).json).toEqual({ status: 'created' });
    expect((await deliver(order(fresh, new Date(clock.now().getTime() - 60_000)))).json).toEqual({ status: 'created' });
    expect((await stored()).commissions).toHaveLength(2);
  });

  it('refuses the webhooks of an inactive brand while its links still lead to its pages', async () => {
    const { db, brandId, click, deliver, order, clock, stored } = await setup({ active: false });
    // A link shared in a post keeps working; its click id is good if the brand comes back.
    const clickId = await click();
    const refused = await deliver(order(clickId, clock.now()));
    expect([refused.status, refused.json?.['code'], refused.json?.['detail']]).toEqual([
      403,
      'WEBHOOK_BRAND_INACTIVE',
      'Esta marca está inativa no programa de afiliados: o evento não foi registrado.',
    ]);
    const refund = await deliver({ event_id: 'evt-estorno', type: 'order.refunded', order_id: 'PED-1' });
    expect([refund.status, refund.json?.['code']]).toEqual([403, 'WEBHOOK_BRAND_INACTIVE']);
    expect(await stored()).toEqual({ commissions: [], events: [] });

    await db.update(affiliateBrands).set({ active: true }).where(eq(affiliateBrands.id, brandId));
    expect((await deliver(order(clickId, clock.now()))).json).toEqual({ status: 'created' });
    // Recorded with the job that approves it at the end of its holding period (approvals.ts).
    const [commission] = await db.select().from(affiliateCommissions).where(eq(affiliateCommissions.brandId, brandId));
    const { rows } = await context.handle
      .jobExecutor()
      .executeSql(`select start_after from pgboss.job where name = $1 and data->>'commissionId' = $2`, [APPROVAL_JOB, commission?.id]);
    expect(rows.map((row) => new Date(row['start_after'] as string).getTime())).toEqual([commission?.approvesAt.getTime()]);
  });

  it('credits a click in its window after JWT_SECRET is rotated', async () => {
    const { click, deliver, order, clock } = await setup({}, { trackingSecret: TRACKING_SECRET });
    const clickId = await click();
    const { app: rotated } = createTestApp(context.handle.db, {
      jwtSecret: 'um-novo-segredo-jwt-depois-do-vazamento-0123',
      trackingSecret: TRACKING_SECRET,
    });
    expect((await deliver(order(clickId, clock.now()), rotated)).json).toEqual({ status: 'created' });
  });

  it('still credits a click made before TRACKING_SECRET (keyed from JWT_SECRET), until JWT_SECRET changes', async () => {
    // The app of before: no tracking secret of its own.
    const { click, deliver, order, clock } = await setup();
    const before = await click();
    const { app: upgraded } = createTestApp(context.handle.db, { trackingSecret: TRACKING_SECRET });
    expect((await deliver(order(before, clock.now()), upgraded)).json).toEqual({ status: 'created' });
    const { app: rotated } = createTestApp(context.handle.db, {
      jwtSecret: 'um-novo-segredo-jwt-depois-do-vazamento-0123',
      trackingSecret: TRACKING_SECRET,
    });
    expect((await deliver(order(before, clock.now()), rotated)).json?.['code']).toBe('WEBHOOK_EVENT_INVALID');
  });
});
