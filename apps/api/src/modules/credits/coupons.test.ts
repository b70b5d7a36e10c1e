import { DAY_MS } from '@ma/domain';
import { couponResultSchema, toWireSchema } from '@ma/api-client/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { redeemCoupon } from './coupon-redemption.ts';
import { insertCoupon, insertUser, ledgerState, userIdByEmail } from './credits.test-support.ts';

const USE = '/v3/promotional-codes/use';

describe.each(testDatabases)('POST /v3/promotional-codes/use ($name)', (database) => {
  const context = useTestDatabase(database);
  const setup = () => createTestApp(context.handle.db);
  const redeem = (app: ReturnType<typeof setup>['app'], token: string, code: unknown) => call(app, 'POST', USE, { token, body: { code } });

  it('credits the reward once, answers {reward_type, reward_amount} and shows it in balance and history', async () => {
    const { app } = setup();
    const account = await registerAccount(app);
    const coupon = await insertCoupon(context.handle.db, { rewardAmount: 15 });

    const response = await redeem(app, account.token, coupon.code);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ reward_type: 'credits', reward_amount: 15 });
    expect(toWireSchema(couponResultSchema).safeParse(response.json).success).toBe(true);

    const balance = await call(app, 'GET', '/v3/voice-cloning/credits/balance', { token: account.token });
    expect(balance.json).toEqual({ balance: 15 });
    const history = await call(app, 'GET', '/v3/credits/movements', { token: account.token });
    expect(history.json?.['items']).toEqual([
      expect.objectContaining({ kind: 'coupon', amount: 15, reason: `Cupom ${coupon.code}`, balance_after: 15 }),
    ]);
  });

  it('matches the code trimmed and case-insensitively', async () => {
    const { app } = setup();
    const account = await registerAccount(app);
    const coupon = await insertCoupon(context.handle.db);
    const response = await redeem(app, account.token, `  ${coupon.code.toLowerCase()} `);
    expect(response.status).toBe(200);
  });

  it.each([
    ['an unknown code', 404, 'Cupom não encontrado. Confira o código e tente de novo.', 'COUPON_NOT_FOUND', {} as const],
    ['an expired code', 410, 'Este cupom expirou.', 'COUPON_EXPIRED', { validUntil: new Date(Date.parse('2026-03-01T00:00:00Z')) }],
    [
      'a code not valid yet',
      409,
      'Este cupom ainda não está valendo.',
      'COUPON_NOT_YET_VALID',
      { validFrom: new Date(Date.parse('2026-04-01T00:00:00Z')) },
    ],
  ])('refuses %s with %i and a pt-BR detail saying so', async (_case, status, detail, code, window) => {
    const { app } = setup();
    const account = await registerAccount(app);
    const coupon = status === 404 ? { code: 'NAO-EXISTE-123' } : await insertCoupon(context.handle.db, window);
    const response = await redeem(app, account.token, coupon.code);
    expect(response.status).toBe(status);
    expect(response.json).toEqual({ detail, code });
    expect(await ledgerState(context.handle.db, await userIdByEmail(context.handle.db, account.email))).toMatchObject({ balance: 0, rows: 0 });
  });

  it('follows the clock: valid until the instant it expires (exclusive)', async () => {
    const { app, clock } = setup();
    const account = await registerAccount(app);
    const coupon = await insertCoupon(context.handle.db, { validUntil: new Date(clock.now().getTime() + DAY_MS) });
    clock.advance(DAY_MS);
    expect((await redeem(app, account.token, coupon.code)).status).toBe(410);
    clock.advance(-1);
    expect((await redeem(app, account.token, coupon.code)).status).toBe(200);
  });

  it('refuses a second use by the same account with "Você já usou este cupom."', async () => {
    const { app } = setup();
    const account = await registerAccount(app);
    const coupon = await insertCoupon(context.handle.db);
    await redeem(app, account.token, coupon.code);
    const again = await redeem(app, account.token, coupon.code);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ detail: 'Você já usou este cupom.', code: 'COUPON_ALREADY_USED' });
    expect(await ledgerState(context.handle.db, await userIdByEmail(context.handle.db, account.email))).toMatchObject({ balance: 10, rows: 1 });
  });

  it('refuses an exhausted code with "Este cupom esgotou." and leaves no redemption behind', async () => {
    const { app } = setup();
    const [first, second] = [await registerAccount(app), await registerAccount(app)];
    const coupon = await insertCoupon(context.handle.db, { maxRedemptions: 1 });
    expect((await redeem(app, first.token, coupon.code)).status).toBe(200);
    const exhausted = await redeem(app, second.token, coupon.code);
    expect(exhausted.status).toBe(409);
    expect(exhausted.json).toEqual({ detail: 'Este cupom esgotou.', code: 'COUPON_EXHAUSTED' });
    const redemptions = await context.handle.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toHaveLength(1);
  });

  it('answers 422 with the docs/product/credits.md message for an empty code, and 401 without a session', async () => {
    const { app } = setup();
    const account = await registerAccount(app);
    const empty = await redeem(app, account.token, '   ');
    expect(empty.status).toBe(422);
    expect(empty.json?.['detail']).toBe('Por favor, insira um código de cupom');
    expect((await call(app, 'POST', USE, { body: { code: 'X' } })).status).toBe(401);
  });

  it('allows 10 unknown codes per account in 15 minutes, then 429 with Retry-After; known codes do not count', async () => {
    const { app, clock } = setup();
    const account = await registerAccount(app);
    const expired = await insertCoupon(context.handle.db, { validUntil: new Date(clock.now().getTime() - DAY_MS) });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await redeem(app, account.token, expired.code)).status).toBe(410);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await redeem(app, account.token, `CHUTE${attempt}`)).status).toBe(404);
    const limited = await redeem(app, account.token, (await insertCoupon(context.handle.db)).code);
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({
      detail: 'Muitas tentativas com cupons inválidos. Tente novamente em 15 minutos.',
      code: 'TOO_MANY_COUPON_ATTEMPTS',
    });
    expect(limited.headers.get('retry-after')).toBe('900');
    clock.advance(15 * 60 * 1000);
    expect((await redeem(app, account.token, 'CHUTE-DEPOIS')).status).toBe(404);
    const other = await registerAccount(app);
    expect((await redeem(app, other.token, 'CHUTE-OUTRA-CONTA')).status).toBe(404);
  });

  it('credits one account once when it sends the same code 50 times at once (through the API)', async () => {
    const { app } = setup();
    const account = await registerAccount(app);
    const coupon = await insertCoupon(context.handle.db, { rewardAmount: 10 });
    const responses = await Promise.all(Array.from({ length: 50 }, () => redeem(app, account.token, coupon.code)));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    // The others were told it was used, or (past the per-account attempt slots) to wait.
    expect(responses.every((response) => [200, 409, 429].includes(response.status))).toBe(true);
    expect(await ledgerState(context.handle.db, await userIdByEmail(context.handle.db, account.email))).toEqual({
      balance: 10,
      ledgerSum: 10,
      rows: 1,
      newestBalanceAfter: 10,
    });
  });

  it('credits one account once when 50 redemptions of one code race in the database', async () => {
    const userId = await insertUser(context.handle.db);
    const coupon = await insertCoupon(context.handle.db, { rewardAmount: 10 });
    const now = new Date('2026-03-02T12:00:00Z');
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => redeemCoupon(context.handle.db, { userId, code: coupon.code, now })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 409, body: { code: 'COUPON_ALREADY_USED' } });
    }
    expect(await ledgerState(context.handle.db, userId)).toEqual({ balance: 10, ledgerSum: 10, rows: 1, newestBalanceAfter: 10 });
  });

  it('gives a code capped at 10 uses to exactly 10 of 50 accounts redeeming at once', async () => {
    const { app } = setup();
    // Distinct names: same-name sign-ups racing for one username is not what this test is about.
    const accounts = await Promise.all(Array.from({ length: 50 }, (_, index) => registerAccount(app, { name: `Cupom Concorrente ${index}` })));
    const coupon = await insertCoupon(context.handle.db, { maxRedemptions: 10, rewardAmount: 3 });
    const responses = await Promise.all(accounts.map((account) => redeem(app, account.token, coupon.code)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    const [row] = await context.handle.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.redemptionCount).toBe(10);
    const redemptions = await context.handle.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toHaveLength(10);
    const balances = await Promise.all(
      accounts.map(async (account) => (await ledgerState(context.handle.db, await userIdByEmail(context.handle.db, account.email))).balance),
    );
    expect(balances.reduce((sum, balance) => sum + balance, 0)).toBe(30);
  });
});
