import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';
import { createTestUser } from '../../test/users.ts';
import { redeemCoupon } from '../credits/coupon-redemption.ts';
import { enrolledOperator, fromBackoffice, signInAs } from '../operators/operators.test-support.ts';

describe.each(testDatabases)('the back office coupons ($name)', (database) => {
  const context = useTestDatabase(database);

  async function signedIn(role: 'admin' | 'support' | 'finance' = 'support') {
    const setup = createTestApp(context.handle.db);
    const operator = await enrolledOperator(context.handle.db, setup, role);
    const cookie = await signInAs(setup.app, setup.clock, operator);
    const request = (method: string, path: string, body?: unknown) => call(setup.app, method, path, { headers: fromBackoffice({ cookie }), body });
    return { ...setup, operator, request };
  }
  const code = () => `BO${Math.random().toString(36).slice(2, 10)}`.toUpperCase();
  const creator = (name: string) =>
    createTestUser(context.handle.db, { name, email: uniqueEmail('cupom'), preferredUsername: `c_${Math.random().toString(36).slice(2, 10)}` });

  it('creates a coupon with the limits a coupon has, audited, and refuses a code in use', async () => {
    const { request, operator } = await signedIn('support');
    const wanted = code();
    const created = await request('POST', '/v3/admin/coupons', {
      code: ` ${wanted.toLowerCase()} `,
      amount: 5,
      max_redemptions: 2,
      valid_from: '2026-03-01',
      valid_until: '2026-03-31',
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      code: wanted,
      reward_amount: 5,
      max_redemptions: 2,
      redemption_count: 0,
      // The days' edges in São Paulo time (UTC-3): from the first day's start to the last one's end.
      valid_from: '2026-03-01T03:00:00.000Z',
      valid_until: '2026-04-01T03:00:00.000Z',
      status: 'active',
    });
    const id = String(created.json?.['id']);
    const [row] = await context.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'coupon'), eq(auditLog.targetId, id)));
    expect(row).toMatchObject({ operatorId: operator.id, action: 'coupon.created', before: null, after: { code: wanted, rewardAmount: 5 } });

    const again = await request('POST', '/v3/admin/coupons', { code: wanted, amount: 1 });
    expect(again).toMatchObject({ status: 409, json: { code: 'COUPON_CODE_TAKEN', fields: { code: 'Já existe um cupom com este código.' } } });
    const past = await request('POST', '/v3/admin/coupons', { code: code(), amount: 1, valid_until: '2026-03-01' });
    expect(past).toMatchObject({ status: 422, json: { code: 'COUPON_UNTIL_PAST' } });
    const invalid = await request('POST', '/v3/admin/coupons', { code: 'com espaço', amount: 0 });
    expect(invalid.status).toBe(422);
  });

  it('lists coupons with their uses and shows who redeemed one and when; an expired coupon can no longer be redeemed', async () => {
    const { request, clock, operator } = await signedIn('admin');
    const wanted = code();
    const created = await request('POST', '/v3/admin/coupons', { code: wanted, amount: 3 });
    const id = String(created.json?.['id']);
    const ana = await creator('Ana Cupom');
    const bia = await creator('Bia Cupom');
    await redeemCoupon(context.handle.db, { userId: ana.id, code: wanted, now: clock.now() });
    clock.advance(60_000);
    await redeemCoupon(context.handle.db, { userId: bia.id, code: wanted, now: clock.now() });

    const list = await request('GET', '/v3/admin/coupons');
    expect(list.status).toBe(200);
    const items = list.json?.['items'] as Record<string, unknown>[];
    expect(items.find((item) => item['id'] === id)).toMatchObject({ code: wanted, redemption_count: 2, status: 'active' });

    const redemptions = await request('GET', `/v3/admin/coupons/${id}/redemptions`);
    expect(redemptions.json).toMatchObject({
      items: [{ creator: { id: bia.id, name: 'Bia Cupom' } }, { creator: { id: ana.id, name: 'Ana Cupom', username: ana.username } }],
      next_cursor: null,
    });

    clock.advance(60_000);
    const expired = await request('POST', `/v3/admin/coupons/${id}/expire`);
    expect(expired).toMatchObject({ status: 200, json: { status: 'expired', valid_until: clock.now().toISOString() } });
    const cia = await creator('Cia Cupom');
    await expect(redeemCoupon(context.handle.db, { userId: cia.id, code: wanted, now: clock.now() })).rejects.toMatchObject({
      code: 'COUPON_EXPIRED',
    });
    const [row] = await context.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coupon.expired'), eq(auditLog.targetId, id)));
    expect(row).toMatchObject({ operatorId: operator.id, before: { validUntil: null }, after: { validUntil: clock.now().toISOString() } });

    expect(await request('POST', `/v3/admin/coupons/${id}/expire`)).toMatchObject({ status: 409, json: { code: 'COUPON_ALREADY_EXPIRED' } });
    const unknown = '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(await request('POST', `/v3/admin/coupons/${unknown}/expire`)).toMatchObject({ status: 404, json: { code: 'COUPON_NOT_FOUND' } });
    expect(await request('GET', `/v3/admin/coupons/${unknown}/redemptions`)).toMatchObject({ status: 404 });
  });

  it('expires a coupon not yet valid: it never starts', async () => {
    const { request, clock } = await signedIn('support');
    const wanted = code();
    const created = await request('POST', '/v3/admin/coupons', { code: wanted, amount: 1, valid_from: '2026-04-01' });
    expect(created.json).toMatchObject({ status: 'scheduled' });
    const expired = await request('POST', `/v3/admin/coupons/${String(created.json?.['id'])}/expire`);
    expect(expired).toMatchObject({ status: 200, json: { status: 'expired', valid_from: null } });
    clock.advance(40 * 24 * 3600_000);
    const ana = await creator('Ana Agendada');
    await expect(redeemCoupon(context.handle.db, { userId: ana.id, code: wanted, now: clock.now() })).rejects.toMatchObject({
      code: 'COUPON_EXPIRED',
    });
  });

  it('pages the coupons newest first, each once', async () => {
    const { request, clock } = await signedIn('support');
    const made: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      clock.advance(1000);
      const created = await request('POST', '/v3/admin/coupons', { code: code(), amount: 1 });
      made.push(String(created.json?.['id']));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await request('GET', `/v3/admin/coupons${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...(page.json?.['items'] as { id: string }[]).map((item) => item.id));
      cursor = page.json?.['next_cursor'] as string | null;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 3)).toEqual(made.reverse());
  });

  it('answers 401 without a session and 403 to finance', async () => {
    const { app } = createTestApp(context.handle.db);
    expect(await call(app, 'GET', '/v3/admin/coupons', { headers: fromBackoffice() })).toMatchObject({
      status: 401,
      json: { code: 'SESSION_EXPIRED' },
    });
    const { request } = await signedIn('finance');
    expect(await request('GET', '/v3/admin/coupons')).toMatchObject({ status: 403, json: { code: 'OPERATOR_FORBIDDEN' } });
    expect(await request('POST', '/v3/admin/coupons', { code: code(), amount: 1 })).toMatchObject({ status: 403 });
  });
});
