import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, brandSessions } from '../../db/schema.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';
import { PAIR_RULE } from '../account/sign-in-throttle.ts';
import { enrolledOperator, fromBackoffice, signInAs } from '../operators/operators.test-support.ts';
import { BRAND_PASSWORD, brandCookie, fromAddress, mailedLink, newCnpj, signedUpBrand, type TestBrand } from './brands.test-support.ts';

const SESSION_EXPIRED = { status: 401, json: { code: 'SESSION_EXPIRED' } };

describe.each(testDatabases)('brand accounts ($name)', (database) => {
  const context = useTestDatabase(database);
  const setup = () => {
    const sent: MailMessage[] = [];
    const test = createTestApp(context.handle.db, { mailer: { kind: 'smtp', send: async (message) => void sent.push(message) } });
    const as = (cookie: string) => ({ ...fromAddress(), cookie });
    const get = (path: string, cookie: string) => call(test.app, 'GET', path, { headers: as(cookie) });
    const post = (path: string, cookie: string, body?: unknown) => call(test.app, 'POST', path, { headers: as(cookie), body });
    const remove = (path: string, cookie: string) => call(test.app, 'DELETE', path, { headers: as(cookie) });
    return { ...test, sent, get, post, remove };
  };
  type Setup = ReturnType<typeof setup>;

  /** The operator's side: an admin signed in, and a decision on `brand`. */
  async function decide(app: Setup, brand: TestBrand, decision: 'approve' | 'refuse', reason?: string) {
    const admin = await enrolledOperator(context.handle.db, app, 'admin');
    const cookie = await signInAs(app.app, app.clock, admin);
    return call(app.app, 'POST', `/v3/admin/brand-accounts/${brand.brandId}/${decision}`, {
      headers: fromBackoffice({ cookie }),
      ...(reason !== undefined && { body: { reason } }),
    });
  }

  /** A brand whose owner proved the e-mail, approved by an operator. */
  async function approvedBrand(app: Setup): Promise<TestBrand> {
    const brand = await signedUpBrand(app.app);
    const token = new URL(mailedLink(app.sent, brand.email, '/marcas/confirmar-email')).searchParams.get('token');
    expect((await call(app.app, 'POST', '/v3/brand/verify-email', { body: { token }, headers: fromAddress() })).status).toBe(204);
    expect((await decide(app, brand, 'approve')).status).toBe(200);
    return brand;
  }

  /** Invites `email` to `owner`'s team and accepts the mailed invitation: the new member's cookie. */
  async function invitedMember(app: Setup, owner: TestBrand, email = uniqueEmail('equipe')) {
    const invited = await app.post('/v3/brand/members', owner.cookie, { name: 'Caio Mendes', email });
    expect(invited.status).toBe(201);
    const token = new URL(mailedLink(app.sent, email, '/marcas/convite/')).pathname.split('/').at(-1) ?? '';
    const accepted = await call(app.app, 'POST', `/v3/brand/invitations/${token}`, {
      body: { password: 'senha-do-membro-1' },
      headers: fromAddress(),
    });
    expect(accepted.status).toBe(200);
    return { id: String(invited.json?.['id']), email, token, cookie: brandCookie(accepted) };
  }

  it('signs a company up pending, with its owner signed in in a cookie of its own, and checks the CNPJ and the e-mail once', async () => {
    const app = setup();
    const invalid = await call(app.app, 'POST', '/v3/brand/sign-up', {
      headers: fromAddress(),
      body: { company_name: 'Marca', cnpj: '11.222.333/0001-80', name: 'Beatriz Lima', email: uniqueEmail('marca'), password: BRAND_PASSWORD },
    });
    expect(invalid).toMatchObject({ status: 422, json: { detail: 'CNPJ inválido.', fields: { cnpj: 'CNPJ inválido.' } } });

    const brand = await signedUpBrand(app.app);
    const me = await app.get('/v3/brand/me', brand.cookie);
    expect(me).toMatchObject({
      status: 200,
      json: { brand: { status: 'pending', refusal_reason: null }, member: { role: 'owner', email_confirmed: false } },
    });
    expect(me.json).toMatchObject({ brand: { cnpj: brand.cnpj.replace(/\D/g, '') } });
    const signUp = await call(app.app, 'POST', '/v3/brand/sign-up', {
      headers: fromAddress(),
      body: {
        company_name: 'Outra',
        cnpj: brand.cnpj.replace(/\D/g, ''),
        name: 'Outra Pessoa',
        email: uniqueEmail('marca'),
        password: BRAND_PASSWORD,
      },
    });
    expect(signUp).toMatchObject({
      status: 409,
      json: { code: 'BRAND_CNPJ_TAKEN', fields: { cnpj: 'Já existe uma marca cadastrada com este CNPJ.' } },
    });
    const sameEmail = await call(app.app, 'POST', '/v3/brand/sign-up', {
      headers: fromAddress(),
      body: { company_name: 'Outra', cnpj: newCnpj(), name: 'Outra Pessoa', email: brand.email.toUpperCase(), password: BRAND_PASSWORD },
    });
    expect(sameEmail).toMatchObject({ status: 409, json: { code: 'ACCOUNT_ALREADY_EXISTS', fields: { email: 'Conta já cadastrada.' } } });

    // Pending: its status, nothing else.
    expect(await app.get('/v3/brand/members', brand.cookie)).toMatchObject({ status: 403, json: { code: 'BRAND_NOT_APPROVED' } });
  });

  it('keeps the three kinds of sessions apart: a creator token opens no brand route, a brand cookie no creator route', async () => {
    const app = setup();
    const brand = await signedUpBrand(app.app);
    const creator = await registerAccount(app.app);
    expect(await call(app.app, 'GET', '/v3/brand/me', { token: creator.token, headers: fromAddress() })).toMatchObject(SESSION_EXPIRED);
    expect((await call(app.app, 'GET', '/v3/account/me', { headers: { cookie: brand.cookie } })).status).toBe(401);
    expect((await call(app.app, 'GET', '/v3/admin/me', { headers: fromBackoffice({ cookie: brand.cookie }) })).status).toBe(401);
    expect(await app.get('/v3/brand/me', 'ma_brand_session=not-a-token')).toMatchObject(SESSION_EXPIRED);
  });

  it('proves the owner e-mail once by the mailed link, and approval waits for it', async () => {
    const app = setup();
    const brand = await signedUpBrand(app.app);
    expect(await decide(app, brand, 'approve')).toMatchObject({ status: 409, json: { code: 'BRAND_EMAIL_NOT_PROVEN' } });
    const token = new URL(mailedLink(app.sent, brand.email, '/marcas/confirmar-email')).searchParams.get('token');
    expect((await call(app.app, 'POST', '/v3/brand/verify-email', { body: { token }, headers: fromAddress() })).status).toBe(204);
    expect(await call(app.app, 'POST', '/v3/brand/verify-email', { body: { token }, headers: fromAddress() })).toMatchObject({
      status: 400,
      json: { code: 'TOKEN_INVALID' },
    });
    expect((await app.get('/v3/brand/me', brand.cookie)).json).toMatchObject({ member: { email_confirmed: true } });

    const approved = await decide(app, brand, 'approve');
    expect(approved).toMatchObject({ status: 200, json: { status: 'approved', owner_email: brand.email, owner_email_confirmed: true, members: 1 } });
    expect(app.sent.at(-1)).toMatchObject({ to: brand.email, subject: 'Lumière Cosméticos foi aprovada na Mais Alcance' });
    const [audited] = await context.handle.db
      .select({ rows: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'brand.approved'), eq(auditLog.targetId, brand.brandId)));
    expect(audited?.rows).toBe(1);
    expect((await app.get('/v3/brand/me', brand.cookie)).json).toMatchObject({ brand: { status: 'approved' } });
    expect(await decide(app, brand, 'refuse', 'Tarde demais')).toMatchObject({ status: 409, json: { code: 'BRAND_ALREADY_DECIDED' } });
  });

  it('refuses a brand with a reason the owner reads in the app and by e-mail; a finance operator may not decide', async () => {
    const app = setup();
    const brand = await signedUpBrand(app.app);
    const finance = await enrolledOperator(context.handle.db, app, 'finance');
    const financeCookie = await signInAs(app.app, app.clock, finance);
    const forbidden = await call(app.app, 'POST', `/v3/admin/brand-accounts/${brand.brandId}/approve`, {
      headers: fromBackoffice({ cookie: financeCookie }),
    });
    expect(forbidden).toMatchObject({ status: 403, json: { code: 'OPERATOR_FORBIDDEN' } });
    expect(await decide(app, brand, 'refuse', '  ')).toMatchObject({ status: 422, json: { detail: 'Informe o motivo da recusa.' } });

    const refused = await decide(app, brand, 'refuse', 'CNPJ de outra empresa.');
    expect(refused).toMatchObject({ status: 200, json: { status: 'refused', refusal_reason: 'CNPJ de outra empresa.' } });
    expect((await app.get('/v3/brand/me', brand.cookie)).json).toMatchObject({
      brand: { status: 'refused', refusal_reason: 'CNPJ de outra empresa.' },
    });
    expect(app.sent.at(-1)?.text).toContain('Motivo: CNPJ de outra empresa.');
    expect(await app.get('/v3/brand/members', brand.cookie)).toMatchObject({ status: 403, json: { code: 'BRAND_NOT_APPROVED' } });
  });

  it('lists brand accounts newest first, by status, for admin and support', async () => {
    const app = setup();
    const first = await signedUpBrand(app.app);
    app.clock.advance(1000);
    const second = await signedUpBrand(app.app, { company_name: 'Verde Vivo' });
    const support = await enrolledOperator(context.handle.db, app, 'support');
    const cookie = await signInAs(app.app, app.clock, support);
    const page = await call(app.app, 'GET', '/v3/admin/brand-accounts?status=pending', { headers: fromBackoffice({ cookie }) });
    expect(page.status).toBe(200);
    const ids = (page.json?.['items'] as { id: string }[]).map((item) => item.id);
    expect(ids.indexOf(second.brandId)).toBeLessThan(ids.indexOf(first.brandId));
    expect((page.json?.['items'] as Record<string, unknown>[]).find((item) => item['id'] === second.brandId)).toMatchObject({
      name: 'Verde Vivo',
      owner_name: 'Beatriz Lima',
      owner_email_confirmed: false,
    });
    expect((await call(app.app, 'GET', '/v3/admin/brand-accounts?status=bogus', { headers: fromBackoffice({ cookie }) })).status).toBe(422);
  });

  it('signs a member in with the creators limits in counters of its own, the same 401 for every wrong part', async () => {
    const app = setup();
    const brand = await signedUpBrand(app.app);
    const signIn = (email: string, password: string, headers = fromAddress()) =>
      call(app.app, 'POST', '/v3/brand/auth', { body: { email, password }, headers });
    const invalid = { status: 401, json: { detail: 'Credenciais inválidas.', code: 'INVALID_CREDENTIALS' } };
    expect(await signIn(brand.email, 'senha-errada-123')).toMatchObject(invalid);
    expect(await signIn(uniqueEmail('ninguem'), BRAND_PASSWORD)).toMatchObject(invalid);
    const ok = await signIn(brand.email.toUpperCase(), BRAND_PASSWORD);
    expect(ok).toMatchObject({ status: 200, json: { member: { email: brand.email } } });
    expect(ok.headers.get('set-cookie')).toMatch(/ma_brand_session=[^;]+;.*Path=\/v3\/brand.*HttpOnly.*SameSite=Strict/i);

    const one = { 'x-forwarded-for': '203.0.113.251' };
    for (let attempt = 0; attempt < PAIR_RULE.limit; attempt += 1) expect((await signIn(brand.email, 'senha-errada-123', one)).status).toBe(401);
    const refused = await signIn(brand.email, BRAND_PASSWORD, one);
    expect(refused).toMatchObject({ status: 429, json: { code: 'TOO_MANY_LOGIN_ATTEMPTS' } });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);

    const out = await call(app.app, 'DELETE', '/v3/brand/auth', { headers: { cookie: brand.cookie } });
    expect(out.status).toBe(204);
    expect(await app.get('/v3/brand/me', brand.cookie)).toMatchObject(SESSION_EXPIRED);
  });

  it('invites a member by e-mail, who joins once with a password; only the owner invites and removes, and a removal ends access at once', async () => {
    const app = setup();
    const owner = await approvedBrand(app);
    const member = await invitedMember(app, owner);
    expect(await call(app.app, 'GET', `/v3/brand/invitations/${member.token}`, { headers: fromAddress() })).toMatchObject({
      status: 404,
      json: { code: 'BRAND_INVITATION_INVALID' },
    });
    const team = await app.get('/v3/brand/members', member.cookie);
    expect(team.json?.['items']).toMatchObject([
      { role: 'owner', email: owner.email, joined: true },
      { role: 'member', email: member.email, joined: true, email_confirmed: true },
    ]);
    expect(await app.post('/v3/brand/members', member.cookie, { name: 'Outra', email: uniqueEmail('equipe') })).toMatchObject({
      status: 403,
      json: { code: 'BRAND_OWNER_ONLY' },
    });
    expect(await app.post('/v3/brand/members', owner.cookie, { name: 'De novo', email: member.email })).toMatchObject({
      status: 409,
      json: { code: 'ACCOUNT_ALREADY_EXISTS' },
    });
    expect(await app.remove(`/v3/brand/members/${owner.memberId}`, owner.cookie)).toMatchObject({
      status: 404,
      json: { code: 'BRAND_MEMBER_NOT_FOUND' },
    });

    expect((await app.remove(`/v3/brand/members/${member.id}`, owner.cookie)).status).toBe(204);
    expect(await app.get('/v3/brand/members', member.cookie)).toMatchObject(SESSION_EXPIRED);
    const [sessions] = await context.handle.db.select({ rows: count() }).from(brandSessions).where(eq(brandSessions.memberId, member.id));
    expect(sessions?.rows).toBe(0);
    expect(
      (await call(app.app, 'POST', '/v3/brand/auth', { body: { email: member.email, password: 'senha-do-membro-1' }, headers: fromAddress() }))
        .status,
    ).toBe(401);
    expect((await app.get('/v3/brand/members', owner.cookie)).json?.['items']).toHaveLength(1);
  });

  it("answers 404 for another brand's member, and a pending invitation dies with its removal", async () => {
    const app = setup();
    const owner = await approvedBrand(app);
    const other = await approvedBrand(app);
    const email = uniqueEmail('equipe');
    const invited = await app.post('/v3/brand/members', owner.cookie, { name: 'Caio Mendes', email });
    const id = String(invited.json?.['id']);
    expect(invited.json).toMatchObject({ joined: false, email_confirmed: false });
    expect(await app.remove(`/v3/brand/members/${id}`, other.cookie)).toMatchObject({ status: 404, json: { code: 'BRAND_MEMBER_NOT_FOUND' } });
    const token = new URL(mailedLink(app.sent, email, '/marcas/convite/')).pathname.split('/').at(-1) ?? '';
    expect(await call(app.app, 'GET', `/v3/brand/invitations/${token}`, { headers: fromAddress() })).toMatchObject({
      status: 200,
      json: { brand_name: 'Lumière Cosméticos', name: 'Caio Mendes', email },
    });
    expect((await app.remove(`/v3/brand/members/${id}`, owner.cookie)).status).toBe(204);
    const accepted = await call(app.app, 'POST', `/v3/brand/invitations/${token}`, {
      body: { password: 'senha-do-membro-1' },
      headers: fromAddress(),
    });
    expect(accepted).toMatchObject({ status: 404, json: { code: 'BRAND_INVITATION_INVALID' } });
  });
});
