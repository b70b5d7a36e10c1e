import { HOUR_MS } from '@ma/domain';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, operators } from '../../db/schema.ts';
import { auditedWrite } from '../../lib/audited-write.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { listAudit } from './audit-log.ts';
import { PAIR_RULE } from '../account/sign-in-throttle.ts';
import { createOperator } from './operators.service.ts';
import {
  BACKOFFICE,
  enrolledOperator,
  fromBackoffice,
  OPERATOR_PASSWORD,
  operatorCookie,
  signInAs,
  totpAt,
  type TestOperator,
} from './operators.test-support.ts';

const INVALID = { detail: 'Credenciais inválidas.', code: 'INVALID_CREDENTIALS' };
const SESSION_EXPIRED = { status: 401, json: { code: 'SESSION_EXPIRED' } };

describe.each(testDatabases)('the back office operators ($name)', (database) => {
  const context = useTestDatabase(database);
  const setup = (overrides: Parameters<typeof createTestApp>[1] = {}) => createTestApp(context.handle.db, overrides);
  type Setup = ReturnType<typeof setup>;
  const enrolled = (app: Setup, role: 'admin' | 'support' | 'finance' = 'admin', name?: string) =>
    enrolledOperator(context.handle.db, app, role, name);
  const signIn = (app: Setup, body: Record<string, unknown>, headers = fromBackoffice()) =>
    call(app.app, 'POST', '/v3/admin/auth', { body, headers });
  const me = (app: Setup, cookie: string, headers = fromBackoffice()) => call(app.app, 'GET', '/v3/admin/me', { headers: { ...headers, cookie } });
  const codeNow = (app: Setup, operator: TestOperator) => {
    app.clock.advance(30_000);
    return totpAt(operator.secret, app.clock);
  };

  it('sets an operator up once through the setup link: the secret to enrol, a first code, 10 recovery codes', async () => {
    const app = setup();
    const db = context.handle.db;
    const { token } = await createOperator(
      { db, clock: app.clock, totpCipher: app.app.services.operatorAccess.totpCipher },
      { operatorId: null, ip: null },
      {
        email: 'Nova.Operadora@Example.com',
        name: 'Nova Operadora',
        role: 'support',
      },
    );
    const read = await call(app.app, 'GET', `/v3/admin/setup/${token}`, { headers: fromBackoffice() });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ email: 'nova.operadora@example.com', name: 'Nova Operadora' });
    const secret = String(read.json?.['secret']);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(String(read.json?.['otpauth_url'])).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // The secret is stored sealed, never as it is.
    const [row] = await db.select().from(operators).where(eq(operators.email, 'nova.operadora@example.com'));
    expect(row?.totpSecret).toBeNull();
    expect(JSON.stringify(await db.execute(sql`select * from operator_setup_tokens`))).not.toContain(secret);

    const wrongCode = await call(app.app, 'POST', `/v3/admin/setup/${token}`, {
      headers: fromBackoffice(),
      body: { password: OPERATOR_PASSWORD, code: '000000' },
    });
    expect(wrongCode).toMatchObject({ status: 422, json: { code: 'OPERATOR_SETUP_CODE_WRONG' } });
    const shortPassword = await call(app.app, 'POST', `/v3/admin/setup/${token}`, {
      headers: fromBackoffice(),
      body: { password: 'curta', code: await totpAt(secret, app.clock) },
    });
    expect(shortPassword).toMatchObject({ status: 422, json: { detail: 'A senha precisa ter pelo menos 8 caracteres.' } });

    const done = await call(app.app, 'POST', `/v3/admin/setup/${token}`, {
      headers: fromBackoffice(),
      body: { password: OPERATOR_PASSWORD, code: await totpAt(secret, app.clock) },
    });
    expect(done.status).toBe(200);
    const codes = done.json?.['recovery_codes'] as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const [enrolledRow] = await db.select().from(operators).where(eq(operators.email, 'nova.operadora@example.com'));
    expect(enrolledRow?.enrolledAt).not.toBeNull();
    expect(enrolledRow?.totpSecret).not.toContain(secret);

    const spent = { status: 404, json: { detail: 'Link de configuração inválido, expirado ou já usado. Peça um novo link a um administrador.' } };
    expect(await call(app.app, 'GET', `/v3/admin/setup/${token}`, { headers: fromBackoffice() })).toMatchObject(spent);
    expect(
      await call(app.app, 'POST', `/v3/admin/setup/${token}`, { headers: fromBackoffice(), body: { password: OPERATOR_PASSWORD, code: '123456' } }),
    ).toMatchObject(spent);
    expect(await call(app.app, 'GET', '/v3/admin/setup/nao-existe', { headers: fromBackoffice() })).toMatchObject(spent);
  });

  it('refuses an expired setup link (7 days)', async () => {
    const app = setup();
    const { token } = await createOperator(
      { db: context.handle.db, clock: app.clock, totpCipher: app.app.services.operatorAccess.totpCipher },
      { operatorId: null, ip: null },
      { email: 'expira@example.com', name: 'Expira', role: 'finance' },
    );
    app.clock.advance(7 * 24 * HOUR_MS);
    expect((await call(app.app, 'GET', `/v3/admin/setup/${token}`, { headers: fromBackoffice() })).status).toBe(404);
  });

  it('signs in with password and TOTP into an HttpOnly, SameSite=Strict cookie of /v3/admin, 12 hours at most', async () => {
    const app = setup();
    const operator = await enrolled(app, 'support', 'Sara Suporte');
    const code = await codeNow(app, operator);
    const answer = await signIn(app, { email: operator.email.toUpperCase(), password: OPERATOR_PASSWORD, code });
    expect(answer).toMatchObject({
      status: 200,
      json: { operator: { id: operator.id, email: operator.email, name: 'Sara Suporte', role: 'support' } },
    });
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^ma_operator=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/v3/admin');
    expect(cookie).toContain('Max-Age=43200');
    expect(cookie).not.toContain('Secure');
    expect(answer.text).not.toContain(operator.secret);
    const session = operatorCookie(answer);
    expect(await me(app, session)).toMatchObject({ status: 200, json: { id: operator.id, role: 'support' } });
    // The same code again is refused: a TOTP code is good once.
    expect(await signIn(app, { email: operator.email, password: OPERATOR_PASSWORD, code })).toMatchObject({ status: 401, json: INVALID });
    app.clock.advance(12 * HOUR_MS);
    expect(await me(app, session)).toMatchObject(SESSION_EXPIRED);
  });

  it('marks the cookie Secure behind TLS', async () => {
    const app = setup({ appOrigin: 'https://app.maisalcance.test' });
    const operator = await enrolledOperator(context.handle.db, app, 'admin', 'Ana', 'https://app.maisalcance.test');
    const answer = await signIn(
      app,
      { email: operator.email, password: OPERATOR_PASSWORD, code: await codeNow(app, operator) },
      fromBackoffice({ origin: 'https://app.maisalcance.test' }),
    );
    expect(answer.headers.get('set-cookie')).toContain('Secure');
  });

  it('answers any wrong part with the same 401', async () => {
    const app = setup();
    const operator = await enrolled(app);
    const code = await codeNow(app, operator);
    for (const body of [
      { email: operator.email, password: 'senha-errada-000', code },
      { email: operator.email, password: OPERATOR_PASSWORD, code: '000000' },
      { email: operator.email, password: OPERATOR_PASSWORD, code: 'aaaa-bbbb-cccc-dddd' },
      { email: 'ninguem@example.com', password: OPERATOR_PASSWORD, code },
    ]) {
      const answer = await signIn(app, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 401, json: INVALID });
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    // A creator's account is no operator's.
    expect(await signIn(app, { email: 'ouro@example.com', password: 'demo12345', code })).toMatchObject({ status: 401, json: INVALID });
  });

  it('signs in with a recovery code, which is then spent; a wrong password spends none', async () => {
    const app = setup();
    const operator = await enrolled(app);
    const [first = '', second = ''] = operator.recoveryCodes;
    expect(await signIn(app, { email: operator.email, password: 'senha-errada-000', code: first })).toMatchObject({ status: 401 });
    const answer = await signIn(app, { email: operator.email, password: OPERATOR_PASSWORD, code: first.toUpperCase() });
    expect(answer.status).toBe(200);
    expect(await signIn(app, { email: operator.email, password: OPERATOR_PASSWORD, code: first })).toMatchObject({ status: 401, json: INVALID });
    expect((await signIn(app, { email: operator.email, password: OPERATOR_PASSWORD, code: second })).status).toBe(200);
    // Each code used is in the audit log, with how many are left.
    const used = await listAudit(context.handle.db, { operatorId: operator.id, targetId: operator.id });
    expect(used.items.filter((item) => item.action === 'operator.recovery_code_used').map((item) => item.after)).toEqual([
      { recoveryCodesLeft: 8 },
      { recoveryCodesLeft: 9 },
    ]);
  });

  it('limits failed sign-ins per account and address, wrong codes included, with 429 and Retry-After', async () => {
    const app = setup();
    const operator = await enrolled(app);
    const address = fromBackoffice({ 'x-forwarded-for': '203.0.113.77' });
    for (let i = 0; i < PAIR_RULE.limit; i += 1) {
      expect((await signIn(app, { email: operator.email, password: OPERATOR_PASSWORD, code: String(100000 + i) }, address)).status).toBe(401);
    }
    const refused = await signIn(app, { email: operator.email, password: OPERATOR_PASSWORD, code: await codeNow(app, operator) }, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address still signs in.
    expect((await signIn(app, { email: operator.email, password: OPERATOR_PASSWORD, code: await codeNow(app, operator) })).status).toBe(200);
  });

  it('refuses a request from another origin, and a write that names none', async () => {
    const app = setup();
    const operator = await enrolled(app);
    const body = { email: operator.email, password: OPERATOR_PASSWORD, code: await codeNow(app, operator) };
    const foreign = { status: 403, json: { code: 'ORIGIN_NOT_ALLOWED' } };
    expect(await signIn(app, body, fromBackoffice({ origin: 'https://evil.example' }))).toMatchObject(foreign);
    expect(await call(app.app, 'POST', '/v3/admin/auth', { body, headers: { 'x-forwarded-for': '198.18.1.1' } })).toMatchObject(foreign);
    const session = operatorCookie(await signIn(app, body));
    expect(await me(app, session, fromBackoffice({ origin: 'https://evil.example' }))).toMatchObject(foreign);
    expect((await call(app.app, 'GET', '/v3/admin/me', { headers: { cookie: session } })).status).toBe(200);
    // BACKOFFICE_ORIGIN, when set, is the only one.
    const own = setup({ backofficeOrigin: 'https://backoffice.maisalcance.test' });
    expect(await call(own.app, 'GET', '/v3/admin/setup/x', { headers: fromBackoffice() })).toMatchObject(foreign);
    expect(
      (await call(own.app, 'GET', '/v3/admin/setup/x', { headers: fromBackoffice({ origin: 'https://backoffice.maisalcance.test' }) })).status,
    ).toBe(404);
  });

  it('ends the session on sign-out', async () => {
    const app = setup();
    const operator = await enrolled(app);
    const session = await signInAs(app.app, app.clock, operator);
    const out = await call(app.app, 'DELETE', '/v3/admin/auth', { headers: { ...fromBackoffice(), cookie: session } });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/ma_operator=;.*Max-Age=0/);
    expect(await me(app, session)).toMatchObject(SESSION_EXPIRED);
  });

  it('lets an admin create an operator (setup link on the back office), list them, and writes each to the audit log in its transaction', async () => {
    const app = setup();
    const admin = await enrolled(app, 'admin', 'Ana Admin');
    const session = await signInAs(app.app, app.clock, admin);
    const created = await call(app.app, 'POST', '/v3/admin/operators', {
      headers: { ...fromBackoffice({ 'x-forwarded-for': '192.0.2.44' }), cookie: session },
      body: { email: 'sofia@example.com', name: 'Sofia Suporte', role: 'support' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ operator: { email: 'sofia@example.com', role: 'support' } });
    expect(String(created.json?.['setup_url'])).toMatch(new RegExp(`^${BACKOFFICE}/backoffice/setup/[A-Za-z0-9_-]{43}$`));
    const again = await call(app.app, 'POST', '/v3/admin/operators', {
      headers: { ...fromBackoffice(), cookie: session },
      body: { email: 'SOFIA@example.com', name: 'Outra', role: 'finance' },
    });
    expect(again).toMatchObject({ status: 409, json: { code: 'OPERATOR_EMAIL_TAKEN' } });

    const list = await call(app.app, 'GET', '/v3/admin/operators', { headers: { ...fromBackoffice(), cookie: session } });
    expect(list.json?.['items']).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'sofia@example.com', enrolled: false, disabled: false, role: 'support' })]),
    );
    const audit = await call(app.app, 'GET', `/v3/admin/audit?operator_id=${admin.id}`, { headers: { ...fromBackoffice(), cookie: session } });
    expect(audit.status).toBe(200);
    const items = audit.json?.['items'] as Record<string, unknown>[];
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      operator: { id: admin.id, email: admin.email, name: 'Ana Admin' },
      action: 'operator.created',
      target_type: 'operator',
      before: null,
      after: { email: 'sofia@example.com', role: 'support' },
      ip: '192.0.2.44',
    });
    // Its own enrolment, written by the setup.
    expect(items[1]).toMatchObject({ action: 'operator.enrolled', target_id: admin.id });
  });

  it('writes nothing, audit row included, when the write fails; and the database refuses to change or delete a row', async () => {
    const app = setup();
    const db = context.handle.db;
    const rows = async () => (await db.select({ n: count() }).from(auditLog))[0]?.n;
    const before = await rows();
    await expect(
      auditedWrite({ db, clock: app.clock }, { operatorId: null, ip: null }, async (tx) => {
        await tx.insert(operators).values({ email: 'fantasma@example.com', name: 'Fantasma', role: 'support', createdAt: app.clock.now() });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await rows()).toBe(before);
    expect(await db.select().from(operators).where(eq(operators.email, 'fantasma@example.com'))).toEqual([]);

    await auditedWrite({ db, clock: app.clock }, { operatorId: null, ip: null }, async () => ({
      action: 'test.done',
      targetType: 'test',
      targetId: '1',
      before: null,
      after: { ok: true },
      result: undefined,
    }));
    expect(await rows()).toBe((before ?? 0) + 1);
    await expect(db.update(auditLog).set({ action: 'outra' })).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
    expect(await rows()).toBe((before ?? 0) + 1);
  });

  it('never leaves the platform without an active admin; disabling ends the sessions of the disabled', async () => {
    const app = setup();
    // A database of its own: the other tests' admins would count.
    const admin = await enrolled(app, 'admin');
    const session = await signInAs(app.app, app.clock, admin);
    const patch = (id: string, body: unknown) =>
      call(app.app, 'PATCH', `/v3/admin/operators/${id}`, { headers: { ...fromBackoffice(), cookie: session }, body });
    // Make every other admin of this database inactive, so that `admin` is the last one.
    const others = await context.handle.db.select({ id: operators.id, role: operators.role }).from(operators);
    for (const other of others)
      if (other.id !== admin.id && other.role === 'admin') expect((await patch(other.id, { disabled: true })).status).toBe(200);
    expect(await patch(admin.id, { role: 'support' })).toMatchObject({ status: 409, json: { code: 'LAST_ADMIN' } });
    expect(await patch(admin.id, { disabled: true })).toMatchObject({ status: 409, json: { code: 'LAST_ADMIN' } });
    const audited = await listAudit(context.handle.db, { operatorId: admin.id, targetId: admin.id });
    expect(audited.items.map((item) => item.action)).not.toContain('operator.changed');

    const support = await enrolled(app, 'support');
    const supportSession = await signInAs(app.app, app.clock, support);
    expect((await me(app, supportSession)).status).toBe(200);
    expect(await patch(support.id, { disabled: true })).toMatchObject({ status: 200 });
    expect(await me(app, supportSession)).toMatchObject(SESSION_EXPIRED);
    expect(await signIn(app, { email: support.email, password: OPERATOR_PASSWORD, code: await codeNow(app, support) })).toMatchObject({
      status: 401,
      json: INVALID,
    });
    expect((await patch(support.id, { disabled: false, role: 'admin' })).status).toBe(200);
    // Now another admin is active: the first may step down.
    expect(await patch(admin.id, { role: 'finance' })).toMatchObject({ status: 200, json: { role: 'finance' } });
    expect((await me(app, session)).json).toMatchObject({ role: 'finance' });
    expect((await patch(support.id, { role: 'support' })).status).toBe(403);
  });

  it('re-issues a setup link, which resets the factor and ends the sessions', async () => {
    const app = setup();
    const admin = await enrolled(app);
    const session = await signInAs(app.app, app.clock, admin);
    const support = await enrolled(app, 'support');
    const supportSession = await signInAs(app.app, app.clock, support);
    const reissued = await call(app.app, 'POST', `/v3/admin/operators/${support.id}/setup-link`, {
      headers: { ...fromBackoffice(), cookie: session },
    });
    expect(reissued.status).toBe(200);
    expect(await me(app, supportSession)).toMatchObject(SESSION_EXPIRED);
    expect(await signIn(app, { email: support.email, password: OPERATOR_PASSWORD, code: await codeNow(app, support) })).toMatchObject({
      status: 401,
    });
    expect(await signIn(app, { email: support.email, password: OPERATOR_PASSWORD, code: support.recoveryCodes[0] })).toMatchObject({ status: 401 });
    const token = String(reissued.json?.['setup_url']).split('/').at(-1);
    const read = await call(app.app, 'GET', `/v3/admin/setup/${token}`, { headers: fromBackoffice() });
    expect(read.status).toBe(200);
    expect(read.json?.['secret']).not.toBe(support.secret);
    const unknown = await call(app.app, 'POST', '/v3/admin/operators/6f1c1e9e-0000-4000-8000-000000000000/setup-link', {
      headers: { ...fromBackoffice(), cookie: session },
    });
    expect(unknown).toMatchObject({ status: 404, json: { code: 'OPERATOR_NOT_FOUND' } });
  });

  it('pages the audit log newest first by a cursor, and filters it by target and time', async () => {
    const app = setup();
    const db = context.handle.db;
    const write = (targetId: string) =>
      auditedWrite({ db, clock: app.clock }, { operatorId: null, ip: null }, async () => ({
        action: 'page.test',
        targetType: 'page-test',
        targetId,
        before: null,
        after: null,
        result: undefined,
      }));
    const start = app.clock.now().toISOString();
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      app.clock.advance(1000);
      await write(id);
    }
    const first = await listAudit(db, { targetType: 'page-test' }, 2);
    expect(first.items.map((item) => item.targetId)).toEqual(['e', 'd']);
    const second = await listAudit(db, { targetType: 'page-test', cursor: first.nextCursor ?? '' }, 2);
    expect(second.items.map((item) => item.targetId)).toEqual(['c', 'b']);
    const last = await listAudit(db, { targetType: 'page-test', cursor: second.nextCursor ?? '' }, 2);
    expect(last).toMatchObject({ items: [{ targetId: 'a', operator: null }], nextCursor: null });
    const window = await listAudit(db, {
      targetType: 'page-test',
      from: new Date(Date.parse(start) + 2000).toISOString(),
      to: new Date(Date.parse(start) + 3000).toISOString(),
    });
    expect(window.items.map((item) => item.targetId)).toEqual(['c', 'b']);
    expect((await listAudit(db, { targetType: 'page-test', targetId: 'd' })).items).toHaveLength(1);
  });
});
