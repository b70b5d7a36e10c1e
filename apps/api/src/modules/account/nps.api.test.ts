import { DAY_MS } from '@ma/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { npsAnswers, npsDismissals, users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';

describe.each(testDatabases)('the satisfaction survey ($name)', (database) => {
  const context = useTestDatabase(database);
  const setup = async () => {
    const test = createTestApp(context.handle.db);
    const account = await registerAccount(test.app);
    // Signs in again for each call: the clock moves past the 7-day life of a token.
    const token = async () => {
      const signIn = await call(test.app, 'POST', '/v3/account/auth', { body: { email: account.email, password: account.password } });
      return String(signIn.json?.['access_token']);
    };
    const dueNow = async () => {
      const me = await call(test.app, 'GET', '/v3/account/me', { token: await token() });
      expect(me.status).toBe(200);
      return (me.json?.['view'] as { nps?: boolean } | undefined)?.nps;
    };
    const answer = async (body: unknown) => call(test.app, 'POST', '/v3/account/nps', { token: await token(), body });
    const dismiss = async () => call(test.app, 'POST', '/v3/account/nps/dismiss', { token: await token() });
    return { ...test, account, dueNow, answer, dismiss };
  };
  const rowsOf = async (table: typeof npsAnswers | typeof npsDismissals, email: string) =>
    context.handle.db.select({ userId: table.userId }).from(table).innerJoin(users, eq(users.id, table.userId)).where(eq(users.email, email));

  it('is due 7 days after sign-up, not before', async () => {
    const { clock, dueNow } = await setup();
    expect(await dueNow()).toBe(false);
    clock.advance(7 * DAY_MS - 1000);
    expect(await dueNow()).toBe(false);
    clock.advance(1000);
    expect(await dueNow()).toBe(true);
  });

  it('stores an answer (description trimmed), then is not due again for 90 days', async () => {
    const { clock, dueNow, answer, account } = await setup();
    clock.advance(8 * DAY_MS);
    const response = await answer({ score: 5, description: '  Adorei as publis!  ' });
    expect(response.status).toBe(204);
    const [stored] = await context.handle.db
      .select({ score: npsAnswers.score, description: npsAnswers.description })
      .from(npsAnswers)
      .innerJoin(users, eq(users.id, npsAnswers.userId))
      .where(eq(users.email, account.email));
    expect(stored).toEqual({ score: 5, description: 'Adorei as publis!' });
    expect(await dueNow()).toBe(false);
    clock.advance(89 * DAY_MS);
    expect(await dueNow()).toBe(false);
    clock.advance(DAY_MS);
    expect(await dueNow()).toBe(true);
  });

  it('accepts the score as a string and no description (docs/product/accounts-and-levels.md: coerced)', async () => {
    const { answer, account } = await setup();
    expect((await answer({ score: '3' })).status).toBe(204);
    expect(await rowsOf(npsAnswers, account.email)).toHaveLength(1);
  });

  it('refuses a second answer within 90 days with 409', async () => {
    const { answer, clock, account } = await setup();
    expect((await answer({ score: 4, description: '' })).status).toBe(204);
    clock.advance(30 * DAY_MS);
    const again = await answer({ score: 1, description: 'mudei de ideia' });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ detail: 'Você já respondeu à pesquisa recentemente. Obrigado!', code: 'NPS_ALREADY_ANSWERED' });
    expect(await rowsOf(npsAnswers, account.email)).toHaveLength(1);
  });

  it('stores one answer for a double submit', async () => {
    const { answer, account } = await setup();
    const statuses = (await Promise.all([answer({ score: 5 }), answer({ score: 5 })])).map((response) => response.status);
    expect(statuses.sort()).toEqual([204, 409]);
    expect(await rowsOf(npsAnswers, account.email)).toHaveLength(1);
  });

  it('after a dismissal, is not due for 14 days', async () => {
    const { clock, dueNow, dismiss, account } = await setup();
    clock.advance(10 * DAY_MS);
    expect(await dueNow()).toBe(true);
    expect((await dismiss()).status).toBe(204);
    expect(await dueNow()).toBe(false);
    clock.advance(14 * DAY_MS);
    expect(await dueNow()).toBe(true);
    expect(await rowsOf(npsDismissals, account.email)).toHaveLength(1);
  });

  it.each([
    [{ score: 0 }, 'Escolha uma nota de 1 a 5.'],
    [{ score: 6 }, 'Escolha uma nota de 1 a 5.'],
    [{ score: 2.5 }, 'Escolha uma nota de 1 a 5.'],
    [{ score: 'ótimo' }, 'Escolha uma nota de 1 a 5.'],
    [{ score: 4, description: 'x'.repeat(301) }, 'A descrição pode ter no máximo 300 caracteres.'],
  ])('answers 422 in pt-BR for %j', async (body, detail) => {
    const { answer, account } = await setup();
    const response = await answer(body);
    expect(response.status).toBe(422);
    expect(response.json?.['detail']).toBe(detail);
    expect(await rowsOf(npsAnswers, account.email)).toHaveLength(0);
  });

  it('takes exactly 300 characters', async () => {
    const { answer } = await setup();
    expect((await answer({ score: 2, description: 'é'.repeat(300) })).status).toBe(204);
  });

  it('needs a signed-in user', async () => {
    const { app } = await setup();
    expect((await call(app, 'POST', '/v3/account/nps', { body: { score: 5 } })).status).toBe(401);
    expect((await call(app, 'POST', '/v3/account/nps/dismiss')).status).toBe(401);
  });
});
