import { randomBytes } from 'node:crypto';
import { affiliateMessages, DAY_MS } from '@ma/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateCommissions, affiliateWebhookEvents } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { appEvents } from '../index.ts';
import { approveDueCommissions } from './affiliate.repository.ts';
import { clicksOf, deliverWebhook, insertBrand } from './affiliate.test-support.ts';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
// A valid CPF and a valid alphanumeric CNPJ (Receita Federal's example).
const CPF = '529.982.247-25';
const registration = {
  full_name: 'Ana Clara Souza',
  document: CPF,
  phone: '(71) 98765-4321',
  pix_key_type: 'email',
  pix_key: 'Ana.Clara@Example.com',
  accept_terms: true,
};

describe.each(testDatabases)('affiliate program ($name)', (database) => {
  const context = useTestDatabase(database);

  /** An app, a brand of its own (12,5 %, 30-day cookie, 30-day hold) and a registered creator. */
  const setup = async ({ register = true } = {}) => {
    const { app, clock, background } = createTestApp(context.handle.db, { clickFlushMs: 0 });
    const db = context.handle.db;
    const { id: brandId, secret } = await insertBrand(db, { commissionRateBp: 1250 });
    const account = await registerAccount(app);
    const as = (method: string, path: string, body?: unknown) =>
      call(app, method, path, { token: account.token, ...(body !== undefined && { body }) });
    if (register) expect((await as('POST', '/v3/affiliate/register', registration)).status).toBe(201);
    const deliver = (event: Record<string, unknown>, options: { timestamp?: number; key?: string } = {}) =>
      deliverWebhook(app, brandId, event, { key: options.key ?? secret, timestamp: options.timestamp ?? Math.floor(clock.now().getTime() / 1000) });
    const follow = async (code: string, userAgent = BROWSER, address = '203.0.113.7') => {
      const response = await app.request(`/r/${code}`, { headers: { 'user-agent': userAgent, 'x-forwarded-for': address } });
      await background.idle();
      return response;
    };
    return { app, db, clock, brandId, secret, account, as, deliver, follow };
  };

  it('registers a creator with every field checked, and only once', async () => {
    const { as } = await setup({ register: false });
    expect((await as('GET', '/v3/affiliate/me')).json).toEqual({ affiliate: null });
    expect((await as('GET', '/v3/affiliate/links')).json).toMatchObject({ code: 'AFFILIATE_NOT_REGISTERED' });
    const refused = async (changes: Record<string, unknown>) => {
      const response = await as('POST', '/v3/affiliate/register', { ...registration, ...changes });
      expect(response.status).toBe(422);
      return response.json?.['fields'];
    };
    expect(await refused({ document: '529.982.247-24' })).toEqual({ document: affiliateMessages.taxIdInvalid });
    expect(await refused({ pix_key_type: 'cpf', pix_key: 'ana@example.com' })).toEqual({ pix_key: affiliateMessages.pixKeyInvalid });
    expect(await refused({ phone: '(20) 98765-4321' })).toEqual({ phone: affiliateMessages.phoneInvalid });
    expect(await refused({ accept_terms: false })).toEqual({ accept_terms: affiliateMessages.termsRequired });
    expect(await refused({ full_name: 'Ana' })).toEqual({ full_name: affiliateMessages.nameRequired });

    const created = await as('POST', '/v3/affiliate/register', { ...registration, document: '12.ABC.345/01DE-35' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ full_name: 'Ana Clara Souza', phone_masked: '(71) *****-4321', pix_key_type: 'email' });
    expect(created.json).not.toHaveProperty('phone');
    expect(created.json?.['pix_key_masked']).not.toContain('ana.clara');
    // The CNPJ masked as a PIX key of that type would be.
    expect(created.json?.['document_masked']).toBe('**.ABC.345/01DE-**');
    expect(created.text).not.toMatch(/12\.?ABC/);
    const again = await as('POST', '/v3/affiliate/register', registration);
    expect([again.status, again.json?.['code']]).toEqual([409, 'AFFILIATE_ALREADY_REGISTERED']);
  });

  it('shows the CPF masked like a PIX key, never whole', async () => {
    const { as } = await setup();
    const me = await as('GET', '/v3/affiliate/me');
    expect(me.json).toMatchObject({ affiliate: { document_masked: '***.982.247-**' } });
    expect(me.json?.['affiliate']).not.toHaveProperty('document');
    expect(me.text).not.toMatch(/529\.?982\.?247-?25/);
  });

  it('shows the phone masked, never whole, and replaces it only when one is sent, without the password', async () => {
    const { as } = await setup();
    const me = await as('GET', '/v3/affiliate/me');
    expect(me.json).toMatchObject({ affiliate: { phone_masked: '(71) *****-4321' } });
    expect(me.json?.['affiliate']).not.toHaveProperty('phone');
    expect(me.text).not.toMatch(/98765/);
    // Left out, the phone on file stays.
    const kept = await as('PATCH', '/v3/affiliate/me', { full_name: 'Ana Clara de Souza' });
    expect([kept.status, kept.json?.['phone_masked']]).toEqual([200, '(71) *****-4321']);
    // Sent, it replaces it with no password: payouts never go to it, and nothing on file is answered.
    const landline = await as('PATCH', '/v3/affiliate/me', { full_name: 'Ana Clara de Souza', phone: '(11) 3234-5678' });
    expect([landline.status, landline.json?.['phone_masked']]).toEqual([200, '(11) ****-5678']);
    expect(landline.text).not.toMatch(/3234/);
    const refused = await as('PATCH', '/v3/affiliate/me', { full_name: 'Ana Clara de Souza', phone: '(20) 98765-4321' });
    expect([refused.status, refused.json?.['fields']]).toEqual([422, { phone: affiliateMessages.phoneInvalid }]);
  });

  it('asks for the password to change the CPF/CNPJ, and answers nothing about the one on file without it', async () => {
    const { app, as, account } = await setup();
    const fields = { full_name: 'Ana Clara Souza', phone: '71987654321' };
    const newDocument = { ...fields, document: '12.ABC.345/01DE-35' };
    const without = await as('PATCH', '/v3/affiliate/me', newDocument);
    expect([without.status, without.json?.['code']]).toEqual([403, 'AFFILIATE_PASSWORD_REQUIRED']);
    // The same CPF as on file is refused alike: a stolen session cannot test guesses of it.
    expect((await as('PATCH', '/v3/affiliate/me', { ...fields, document: CPF })).json?.['code']).toBe('AFFILIATE_PASSWORD_REQUIRED');
    const wrong = await as('PATCH', '/v3/affiliate/me', { ...newDocument, password: 'outra-senha-123' });
    expect([wrong.status, wrong.json?.['code']]).toEqual([403, 'AFFILIATE_PASSWORD_INVALID']);
    expect((await as('GET', '/v3/affiliate/me')).json).toMatchObject({ affiliate: { document_masked: '***.982.247-**' } });
    const changed = await as('PATCH', '/v3/affiliate/me', { ...newDocument, password: account.password });
    expect([changed.status, changed.json?.['document_masked']]).toEqual([200, '**.ABC.345/01DE-**']);
    // Its wrong passwords count with failed sign-ins, as the PIX key's do (a success forgot the earlier one).
    for (let i = 0; i < 10; i += 1) await as('PATCH', '/v3/affiliate/me', { ...newDocument, password: `errada-${i}` });
    const blocked = await call(app, 'PATCH', '/v3/affiliate/me', {
      token: account.token,
      body: { ...fields, document: CPF, password: account.password },
    });
    expect([blocked.status, blocked.json?.['code']]).toEqual([429, 'TOO_MANY_LOGIN_ATTEMPTS']);
    expect((await as('GET', '/v3/affiliate/me')).json).toMatchObject({ affiliate: { document_masked: '**.ABC.345/01DE-**' } });
  });

  it('asks for the password to change the PIX key, and only for that', async () => {
    const { as, account } = await setup();
    const fields = { full_name: 'Ana Clara de Souza', phone: '71987654321' };
    expect((await as('PATCH', '/v3/affiliate/me', fields)).json).toMatchObject({ full_name: 'Ana Clara de Souza', pix_key_type: 'email' });
    const newKey = { ...fields, pix_key_type: 'phone', pix_key: '(11) 91234-5678' };
    const without = await as('PATCH', '/v3/affiliate/me', newKey);
    expect([without.status, without.json?.['detail']]).toEqual([403, affiliateMessages.passwordRequired]);
    // The key on file, sent again, is refused alike: no answer tells a guess of it from another key.
    const same = await as('PATCH', '/v3/affiliate/me', { ...fields, pix_key_type: 'email', pix_key: 'ana.clara@example.com' });
    expect([same.status, same.json?.['code']]).toEqual([403, 'AFFILIATE_PASSWORD_REQUIRED']);
    const wrong = await as('PATCH', '/v3/affiliate/me', { ...newKey, password: 'outra-senha-123' });
    expect([wrong.status, wrong.json?.['code']]).toEqual([403, 'AFFILIATE_PASSWORD_INVALID']);
    expect((await as('GET', '/v3/affiliate/me')).json).toMatchObject({ affiliate: { pix_key_type: 'email' } });
    const changed = await as('PATCH', '/v3/affiliate/me', { ...newKey, password: account.password });
    expect(changed.json).toMatchObject({ pix_key_type: 'phone', pix_key_masked: '(11) *****-5678' });
  });

  it('counts wrong passwords for the PIX key with failed sign-ins, so a session cannot guess the password', async () => {
    const { app, as, account } = await setup();
    const address = '198.51.100.23';
    const newKey = { full_name: 'Ana Clara Souza', phone: '71987654321', pix_key_type: 'phone', pix_key: '(11) 91234-5678' };
    const patch = (password: string) =>
      call(app, 'PATCH', '/v3/affiliate/me', { token: account.token, body: { ...newKey, password }, headers: { 'x-forwarded-for': address } });
    const signIn = (password: string) =>
      call(app, 'POST', '/v3/account/auth', { body: { email: account.email, password }, headers: { 'x-forwarded-for': address } });
    // Wrong guesses at sign-in and here add up in the same counters (10 per account and address).
    for (let i = 0; i < 5; i += 1) expect((await signIn(`errada-${i}`)).status).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await patch(`errada-${i}`)).json?.['code']).toBe('AFFILIATE_PASSWORD_INVALID');
    const blocked = await patch(account.password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect(blocked.json).toEqual({ detail: 'Muitas tentativas de login. Tente novamente em 15 minutos.', code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    expect((await signIn(account.password)).status).toBe(429);
    expect((await as('GET', '/v3/affiliate/me')).json).toMatchObject({ affiliate: { pix_key_type: 'email' } });
  });

  it('makes links only to the brand’s own pages (no open redirect)', async () => {
    const { as, brandId } = await setup();
    const create = (destination_url?: string) =>
      as('POST', '/v3/affiliate/links', { brand_id: brandId, ...(destination_url !== undefined && { destination_url }) });
    const expected = affiliateMessages.destinationNotAllowed('Loja Teste', 'loja.example.com');
    for (const url of [
      'https://loja.example.com.evil.com/',
      'https://evil.com/?r=loja.example.com',
      'https://loja.example.com@evil.com/',
      'javascript:alert(1)',
      '//evil.com',
    ])
      expect([url, (await create(url)).json?.['fields']]).toEqual([url, { destination_url: expected }]);
    expect((await as('POST', '/v3/affiliate/links', { brand_id: 'nao-existe' })).json?.['code']).toBe('AFFILIATE_BRAND_NOT_FOUND');
    const home = await create();
    expect(home.status).toBe(201);
    expect(home.json).toMatchObject({ destination_url: 'https://loja.example.com/', clicks: 0, conversions: 0, earnings_cents: 0 });
    expect(home.json?.['tracked_url']).toMatch(/^http:\/\/localhost:3000\/r\/[2-9a-hjkmnp-z]{8}$/);
    expect(((await create('https://www.loja.example.com/produto/1?cor=azul')).json as { destination_url: string }).destination_url).toBe(
      'https://www.loja.example.com/produto/1?cor=azul',
    );
  });

  it('redirects with UTM and a click id, counts people once a day and bots never, and 404s an unknown code', async () => {
    const { as, brandId, follow } = await setup();
    const link = (await as('POST', '/v3/affiliate/links', { brand_id: brandId, destination_url: 'https://loja.example.com/p?utm_source=x&cor=azul' }))
      .json as {
      code: string;
    };
    const first = await follow(link.code);
    expect(first.status).toBe(302);
    const location = new URL(first.headers.get('location') ?? '');
    expect([location.host, location.pathname, location.searchParams.get('cor')]).toEqual(['loja.example.com', '/p', 'azul']);
    expect(Object.fromEntries([...location.searchParams].filter(([key]) => key.startsWith('utm_')))).toEqual({
      utm_source: 'maisalcance',
      utm_medium: 'afiliado',
      utm_campaign: link.code,
    });
    expect(location.searchParams.get('ma_click_id')).toMatch(/^[\w-]{48}$/);
    expect(first.headers.get('cache-control')).toBe('no-store');
    await follow(link.code);
    await follow(link.code, BROWSER, '198.51.100.9');
    for (const bot of ['WhatsApp/2.23.20.0', 'facebookexternalhit/1.1', 'Mozilla/5.0 (compatible; Googlebot/2.1)', ''])
      expect((await follow(link.code, bot)).status).toBe(302);
    const [listed] = ((await as('GET', '/v3/affiliate/links')).json as { items: Record<string, unknown>[] }).items;
    expect(listed).toMatchObject({ clicks: 3, unique_clicks: 2 });
    expect((listed?.['clicks_by_day'] as { clicks: number }[]).at(-1)).toMatchObject({ clicks: 3 });

    const unknown = await follow('zzzzzzzz');
    expect([unknown.status, unknown.headers.get('content-type')]).toEqual([404, 'text/html; charset=UTF-8']);
    expect(await unknown.text()).toContain('Link não encontrado');
    expect((await follow('../../etc')).status).toBe(404);
  });

  it('counts a visitor again on the next São Paulo day, not before', async () => {
    const { as, brandId, follow, clock } = await setup();
    const { code } = (await as('POST', '/v3/affiliate/links', { brand_id: brandId })).json as { code: string };
    // The test clock starts at 09:00 in São Paulo: on to 23:59, then past midnight.
    clock.advance(14 * 3_600_000 + 59 * 60_000);
    await follow(code);
    clock.advance(30_000);
    await follow(code);
    clock.advance(60_000);
    await follow(code);
    const [link] = ((await as('GET', '/v3/affiliate/links')).json as { items: { clicks: number; unique_clicks: number }[] }).items;
    expect(link).toMatchObject({ clicks: 3, unique_clicks: 2 });
  });

  it('takes a signed conversion once, refuses a bad signature or a replay, and cancels on refund', async () => {
    const { as, db, brandId, follow, deliver, clock } = await setup();
    const { code } = (await as('POST', '/v3/affiliate/links', { brand_id: brandId })).json as { code: string };
    const clickId = new URL((await follow(code)).headers.get('location') ?? '').searchParams.get('ma_click_id');
    const order = {
      event_id: `evt-${randomBytes(4).toString('hex')}`,
      type: 'order.approved',
      order_id: 'PED-1',
      order_value: 15_990,
      click_id: clickId,
      occurred_at: clock.now().toISOString(),
    };
    const commissionsOf = () => db.select().from(affiliateCommissions).where(eq(affiliateCommissions.brandId, brandId));

    const forged = await deliver(order, { key: 'outro-segredo-qualquer-0123456789' });
    expect([forged.status, forged.json?.['code']]).toEqual([401, 'WEBHOOK_SIGNATURE_INVALID']);
    const stale = await deliver(order, { timestamp: Math.floor(clock.now().getTime() / 1000) - 301 });
    expect([stale.status, stale.json?.['code']]).toEqual([401, 'WEBHOOK_TIMESTAMP_INVALID']);
    expect(await commissionsOf()).toEqual([]);
    expect(await db.select().from(affiliateWebhookEvents).where(eq(affiliateWebhookEvents.brandId, brandId))).toEqual([]);
    expect((await deliver({ ...order, click_id: 'desconhecido' })).status).toBe(422);
    // A click id is signed: one changed in transit (or made up to credit another link) is refused.
    const altered = `${clickId?.slice(0, 10)}${clickId?.[10] === 'A' ? 'B' : 'A'}${clickId?.slice(11)}`;
    expect((await deliver({ ...order, click_id: altered })).json?.['code']).toBe('WEBHOOK_EVENT_INVALID');

    expect((await deliver(order)).json).toEqual({ status: 'created' });
    expect((await deliver(order)).json).toEqual({ status: 'duplicate' });
    const [pending] = await commissionsOf();
    // 12,5 % of R$ 159,90 is R$ 19,9875: R$ 19,99.
    expect(pending).toMatchObject({ status: 'pending', orderCents: 15_990, commissionCents: 1999, rateBp: 1250 });

    const month = (await as('GET', '/v3/affiliate/commissions?month=3&year=2026')).json;
    expect(month).toMatchObject({ totals: { pending: 1999, approved: 0, paid: 0, canceled: 0, payable: 1999 }, total: 1 });
    expect((month?.['items'] as unknown[])[0]).toMatchObject({
      order_id: 'PED-1',
      status: 'pending',
      expected_payment_date: '2026-05-15T03:00:00.000Z',
    });

    const refund = { event_id: `${order.event_id}-r`, type: 'order.refunded', order_id: 'PED-1' };
    expect((await deliver(refund)).json).toEqual({ status: 'canceled' });
    expect((await deliver(refund)).json).toEqual({ status: 'duplicate' });
    expect((await commissionsOf()).map((row) => row.status)).toEqual(['canceled']);
  });

  it('creates one commission from 50 concurrent deliveries of one event', async () => {
    const { as, brandId, follow, deliver, db, clock } = await setup();
    const { code } = (await as('POST', '/v3/affiliate/links', { brand_id: brandId })).json as { code: string };
    const clickId = new URL((await follow(code)).headers.get('location') ?? '').searchParams.get('ma_click_id');
    const event = {
      event_id: 'evt-corrida',
      type: 'order.approved',
      order_id: 'PED-2',
      order_value: 10_000,
      click_id: clickId,
      occurred_at: clock.now().toISOString(),
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => deliver(event)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json?.['status'] === 'created')).toHaveLength(1);
    expect(await db.select().from(affiliateCommissions).where(eq(affiliateCommissions.brandId, brandId))).toHaveLength(1);
  });

  it('approves after the holding period, and the month, its totals and its CSV add up to the cent', async () => {
    const { app, account, as, db, brandId, follow, deliver, clock } = await setup();
    const { code } = (await as('POST', '/v3/affiliate/links', { brand_id: brandId })).json as { code: string };
    const values = [1, 333, 15_990, 99_999];
    for (const [index, value] of values.entries()) {
      const clickId = new URL((await follow(code)).headers.get('location') ?? '').searchParams.get('ma_click_id');
      const event = {
        event_id: `e${index}`,
        type: 'order.approved',
        order_id: `P${index}`,
        order_value: value,
        click_id: clickId,
        occurred_at: clock.now().toISOString(),
      };
      expect((await deliver(event)).json).toEqual({ status: 'created' });
    }
    expect(await approveDueCommissions(db, appEvents, new Date(clock.now().getTime() + 29 * DAY_MS))).toBe(0);
    expect(await approveDueCommissions(db, appEvents, new Date(clock.now().getTime() + 30 * DAY_MS))).toBeGreaterThanOrEqual(4);
    const page = (await as('GET', '/v3/affiliate/commissions?month=3&year=2026&page_size=2')).json as Record<string, unknown>;
    // 0,125 -> 0; 41,625 -> 42; 1998,75 -> 1999; 12499,875 -> 12500.
    expect(page).toMatchObject({ totals: { approved: 14_541, pending: 0, payable: 14_541, all: 14_541 }, total: 4, has_more: true });
    expect(page['items']).toHaveLength(2);
    expect((await call(createTestApp(db).app, 'GET', '/v3/affiliate/commissions.csv?month=3&year=2026')).status).toBe(401);
    const sheet = await as('GET', '/v3/affiliate/commissions.csv?month=3&year=2026');
    expect(sheet.headers.get('content-disposition')).toBe('attachment; filename="comissoes-2026-03.csv"');
    // The BOM (which text() drops) makes Excel read the file as UTF-8.
    const bytes = new Uint8Array(
      await (
        await app.request('/v3/affiliate/commissions.csv?month=3&year=2026', { headers: { authorization: `Bearer ${account.token}` } })
      ).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(sheet.text.startsWith('Data;Marca;Pedido;Valor do pedido;Comissão;Status;Pagamento previsto\r\n')).toBe(true);
    expect(sheet.text.trimEnd().split('\r\n').at(-1)).toBe('Total;;;;145,41;;');
    const outOfRange = await as('GET', '/v3/affiliate/commissions?month=4&year=2026');
    expect([outOfRange.status, outOfRange.json?.['code']]).toEqual([422, 'AFFILIATE_MONTH_OUT_OF_RANGE']);
    expect((await as('GET', '/v3/affiliate/commissions?month=2&year=2026')).json).toMatchObject({ items: [], total: 0, totals: { all: 0 } });
  });

  it('writes every click of a burst, bots left out, in a batch after the answers', async () => {
    const { db, as, brandId } = await setup();
    const { code } = (await as('POST', '/v3/affiliate/links', { brand_id: brandId })).json as { code: string; id: string };
    const { app: batched, background } = createTestApp(db, { clickFlushMs: 50 });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        batched.request(`/r/${code}`, {
          headers: { 'user-agent': i % 4 === 0 ? 'Slackbot-LinkExpanding 1.0' : BROWSER, 'x-forwarded-for': `10.0.0.${i}` },
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 302)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 120));
    await background.idle();
    const [link] = ((await as('GET', '/v3/affiliate/links')).json as { items: { id: string; clicks: number; unique_clicks: number }[] }).items;
    expect(link).toMatchObject({ clicks: 30, unique_clicks: 30 });
    expect(await clicksOf(db, link?.id ?? '')).toHaveLength(30);
  });
});
