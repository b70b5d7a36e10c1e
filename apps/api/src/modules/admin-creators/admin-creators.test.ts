import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliates, auditLog, creditLedger, sessions, users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { mailsTo } from '../../test/outbox.ts';
import { call, createTestApp, registerAccount, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';
import { createTestUser } from '../../test/users.ts';
import { enrolledOperator, fromBackoffice, signInAs } from '../operators/operators.test-support.ts';
import { createMemoryStorage } from '../../lib/storage/memory-storage.ts';
import { searchCreators } from './creator-search.ts';

const CPF = '52998224725';
const KEY = 'chave-de-teste-0001';
const CONFIRM_SUBJECT = 'Confirme seu e-mail na Mais Alcance';

describe.each(testDatabases)('the back office creators ($name)', (database) => {
  const context = useTestDatabase(database);

  /** An app, a signed-in support operator, and a creator registered through the API. */
  async function setup(role: 'support' | 'finance' | 'admin' = 'support', name = 'Ana Clara Souza') {
    const { app, clock } = createTestApp(context.handle.db);
    const operator = await enrolledOperator(context.handle.db, { app, clock }, role);
    const cookie = await signInAs(app, clock, operator);
    const creator = await registerAccount(app, { name });
    const [row] = await context.handle.db.select().from(users).where(eq(users.email, creator.email));
    if (!row) throw new Error('no creator');
    const admin = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      call(app, method, path, { body, headers: fromBackoffice({ cookie, ...headers }) });
    return { app, clock, operator, creator: { ...creator, id: row.id, username: row.username }, admin };
  }

  const auditOf = (targetId: string, action: string) =>
    context.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));

  it('opens to admin and support only, never without a session nor with a creator’s', async () => {
    const support = await setup('support');
    expect((await support.admin('GET', '/v3/admin/creators')).status).toBe(200);
    const finance = await setup('finance');
    expect(await finance.admin('GET', `/v3/admin/creators/${finance.creator.id}`)).toMatchObject({
      status: 403,
      json: { code: 'OPERATOR_FORBIDDEN' },
    });
    const path = `/v3/admin/creators/${support.creator.id}/credits`;
    const body = { direction: 'add', amount: 5, reason: 'Cortesia' };
    expect(await call(support.app, 'POST', path, { body, headers: fromBackoffice({ 'idempotency-key': KEY }) })).toMatchObject({ status: 401 });
    const asCreator = await call(support.app, 'POST', path, {
      body,
      token: support.creator.token,
      headers: fromBackoffice({ 'idempotency-key': KEY }),
    });
    expect(asCreator.status).toBe(401);
    expect(await context.handle.db.select().from(creditLedger).where(eq(creditLedger.userId, support.creator.id))).toEqual([]);
  });

  it('finds a creator by e-mail, CPF, username and the start of her name, and pages newest first', async () => {
    const { admin, creator } = await setup('support', 'Zuleica Prefixo Busca');
    await context.handle.db.insert(affiliates).values({
      userId: creator.id,
      fullName: 'Zuleica Prefixo Busca',
      document: CPF,
      phone: '+5571987654321',
      pixKeyType: 'email',
      pixKey: 'zuleica.pix@example.com',
      termsAcceptedAt: new Date(),
    });
    const found = async (q: string) =>
      ((await admin('GET', `/v3/admin/creators?q=${encodeURIComponent(q)}`)).json?.['items'] as { id: string }[]).map((item) => item.id);
    expect(await found(creator.email.toUpperCase())).toEqual([creator.id]);
    expect(await found('529.982.247-25')).toEqual([creator.id]);
    expect(await found(`@${creator.username}`)).toEqual([creator.id]);
    expect(await found('zuleica pre')).toEqual([creator.id]);
    // The middle of a name is no start; LIKE's wildcards are literal.
    expect(await found('Prefixo')).toEqual([]);
    expect(await found('%')).toEqual([]);

    const db = context.handle.db;
    for (const name of ['Página Um', 'Página Dois', 'Página Três'])
      await createTestUser(db, { name, email: uniqueEmail(), passwordHash: null, createdAt: new Date(Date.parse('2026-01-01') + name.length) });
    const first = await searchCreators(db, {}, 2);
    const second = await searchCreators(db, { cursor: first.nextCursor ?? '' }, 2);
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBe(first.items[1]?.id);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(4);
    const times = [...first.items, ...second.items].map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows her page: level and what is missing, credits, the affiliate registration masked; 404 for an unknown id', async () => {
    const { admin, creator } = await setup();
    await context.handle.db.insert(affiliates).values({
      userId: creator.id,
      fullName: 'Ana Clara Souza',
      document: CPF,
      phone: '+5571987654321',
      pixKeyType: 'cpf',
      pixKey: CPF,
      termsAcceptedAt: new Date(),
    });
    const page = await admin('GET', `/v3/admin/creators/${creator.id}`);
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({
      email: creator.email,
      level: 'bronze',
      blocked: false,
      email_confirmed: false,
      kit_url: `http://localhost:3000/${creator.username}`,
      level_steps: [
        { step: 'media_kit', done: false },
        { step: 'instagram', done: false },
        { step: 'tiktok', done: false },
      ],
      missing_kit_items: ['picture', 'bio', 'location', 'niches'],
      balance: 0,
      connections: [
        { network: 'instagram', state: 'not_connected', refresh_failures: 0 },
        { network: 'tiktok', state: 'not_connected' },
      ],
      affiliate: { full_name: 'Ana Clara Souza', pix_key_type: 'cpf' },
    });
    expect(page.text).not.toContain(CPF);
    expect((await admin('GET', '/v3/admin/creators/00000000-0000-4000-8000-000000000000')).json).toMatchObject({ code: 'CREATOR_NOT_FOUND' });
    expect((await admin('GET', '/v3/admin/creators/nao-e-um-id')).status).toBe(404);
  });

  it('grants credits exactly once per Idempotency-Key, retried or doubled, and audits the grant once', async () => {
    const { admin, creator } = await setup();
    const path = `/v3/admin/creators/${creator.id}/credits`;
    const grant = { direction: 'add', amount: 10, reason: 'Cortesia do suporte' };
    const [a, b] = await Promise.all([
      admin('POST', path, grant, { 'idempotency-key': KEY }),
      admin('POST', path, grant, { 'idempotency-key': KEY }),
    ]);
    const retried = await admin('POST', path, grant, { 'idempotency-key': KEY });
    for (const answer of [a, b, retried]) expect(answer).toMatchObject({ status: 200, json: { balance: 10 } });
    expect(new Set([a, b, retried].map((answer) => answer.json?.['entry_id'])).size).toBe(1);
    const rows = await context.handle.db.select().from(creditLedger).where(eq(creditLedger.userId, creator.id));
    expect(rows).toMatchObject([{ kind: 'grant', amount: 10, reason: 'Cortesia do suporte', reference: `operator:${KEY}` }]);
    expect(await auditOf(creator.id, 'creator.credits_granted')).toMatchObject([{ before: { balance: 0 }, after: { balance: 10, amount: 10 } }]);

    // The same key with other data is refused; no key at all is a field error.
    expect(await admin('POST', path, { ...grant, amount: 11 }, { 'idempotency-key': KEY })).toMatchObject({
      status: 409,
      json: { code: 'IDEMPOTENCY_KEY_REUSED' },
    });
    expect((await admin('POST', path, grant)).status).toBe(422);
    // A removal: never below zero.
    const tooMuch = await admin('POST', path, { direction: 'remove', amount: 11, reason: 'Estorno' }, { 'idempotency-key': 'chave-de-teste-0002' });
    expect(tooMuch).toMatchObject({ status: 409, json: { code: 'CREATOR_BALANCE_TOO_LOW' } });
    const removed = await admin('POST', path, { direction: 'remove', amount: 4, reason: 'Estorno' }, { 'idempotency-key': 'chave-de-teste-0003' });
    expect(removed).toMatchObject({ status: 200, json: { balance: 6 } });
    expect(await auditOf(creator.id, 'creator.credits_removed')).toHaveLength(1);
    const page = await admin('GET', `/v3/admin/creators/${creator.id}`);
    expect(page.json).toMatchObject({ balance: 6, movements: [{ amount: -4, reason: 'Estorno' }, { amount: 10 }] });
  });

  it('blocks a creator: her sessions end, her sign-in is refused in pt-BR, her kit answers 404; unblocking restores both', async () => {
    const { app, admin, creator } = await setup();
    const signIn = () =>
      call(app, 'POST', '/v3/account/auth', {
        body: { email: creator.email, password: creator.password },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
    expect((await call(app, 'GET', `/v3/media-kit/public/${creator.username}`)).status).toBe(200);

    const blocked = await admin('PATCH', `/v3/admin/creators/${creator.id}`, { blocked: true, reason: 'Fraude em candidaturas' });
    expect(blocked).toMatchObject({ status: 200, json: { blocked: true } });
    expect(await context.handle.db.select().from(sessions).where(eq(sessions.userId, creator.id))).toEqual([]);
    expect((await call(app, 'GET', '/v3/account/me', { token: creator.token })).status).toBe(401);
    expect(await signIn()).toMatchObject({
      status: 403,
      json: { code: 'ACCOUNT_BLOCKED', detail: 'Sua conta está bloqueada. Fale com o suporte do Mais Alcance para saber mais.' },
    });
    // A wrong password still reads as one: the block is not told to whoever guesses.
    const wrong = await call(app, 'POST', '/v3/account/auth', {
      body: { email: creator.email, password: 'outra-senha-123' },
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(wrong.json).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await call(app, 'GET', `/v3/media-kit/public/${creator.username}`)).status).toBe(404);
    expect(await auditOf(creator.id, 'creator.blocked')).toMatchObject([{ after: { blocked: true, reason: 'Fraude em candidaturas' } }]);

    // Blocking again changes nothing and writes no second row.
    await admin('PATCH', `/v3/admin/creators/${creator.id}`, { blocked: true, reason: 'De novo' });
    expect(await auditOf(creator.id, 'creator.blocked')).toHaveLength(1);

    expect(await admin('PATCH', `/v3/admin/creators/${creator.id}`, { blocked: false, reason: 'Revisado' })).toMatchObject({
      json: { blocked: false },
    });
    expect((await signIn()).status).toBe(200);
    expect((await call(app, 'GET', `/v3/media-kit/public/${creator.username}`)).status).toBe(200);
    expect(await auditOf(creator.id, 'creator.unblocked')).toHaveLength(1);
  });

  // Two connections race only on a server (PGlite runs one transaction at a time).
  it.runIf(database.name === 'postgres')('opens no session for a sign-in that races the block', async () => {
    const { app, creator } = await setup();
    const db = context.handle.db;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let blockStarted!: () => void;
    const started = new Promise<void>((resolve) => (blockStarted = resolve));
    // The block as creator-actions writes it, held open before its commit.
    const block = db.transaction(async (tx) => {
      await tx.update(users).set({ blockedAt: new Date() }).where(eq(users.id, creator.id));
      await tx.delete(sessions).where(eq(sessions.userId, creator.id));
      blockStarted();
      await held;
    });
    await started;
    const signIn = call(app, 'POST', '/v3/account/auth', {
      body: { email: creator.email, password: creator.password },
      headers: { 'x-forwarded-for': '203.0.113.11' },
    });
    // Commit the block once the sign-in waits for it (or has finished without waiting).
    let done = false;
    void signIn.finally(() => (done = true));
    for (let tries = 0; tries < 100 && !done; tries++) {
      // postgres.js answers the rows as an array.
      const waiting = (await db.execute(
        sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as unknown[];
      if (waiting.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    release();
    await block;
    expect(await signIn).toMatchObject({ status: 403, json: { code: 'ACCOUNT_BLOCKED' } });
    expect(await db.select().from(sessions).where(eq(sessions.userId, creator.id))).toEqual([]);
  });

  it('reveals a CPF or PIX key only with a reason, and audits each reveal', async () => {
    const { admin, creator } = await setup();
    const path = `/v3/admin/creators/${creator.id}/affiliate/reveal`;
    expect(await admin('POST', path, { field: 'document', reason: 'Conferência' })).toMatchObject({
      status: 404,
      json: { code: 'CREATOR_NOT_AFFILIATE' },
    });
    await context.handle.db.insert(affiliates).values({
      userId: creator.id,
      fullName: 'Ana Clara Souza',
      document: CPF,
      phone: '+5571987654321',
      pixKeyType: 'email',
      pixKey: 'ana.pix@example.com',
      termsAcceptedAt: new Date(),
    });
    expect((await admin('POST', path, { field: 'document', reason: '' })).status).toBe(422);
    expect(await admin('POST', path, { field: 'document', reason: 'Pagamento devolvido pelo banco' })).toMatchObject({
      status: 200,
      json: { value: CPF },
    });
    expect(await admin('POST', path, { field: 'pix_key', reason: 'Pagamento devolvido pelo banco' })).toMatchObject({
      json: { value: 'ana.pix@example.com' },
    });
    const rows = await auditOf(creator.id, 'creator.affiliate_revealed');
    expect(rows.map((row) => row.after)).toEqual([
      { field: 'document', reason: 'Pagamento devolvido pelo banco' },
      { field: 'pix_key', reason: 'Pagamento devolvido pelo banco' },
    ]);
    expect(JSON.stringify(rows)).not.toContain(CPF);
  });

  it('resends the confirmation mail until the address is confirmed', async () => {
    const { admin, creator } = await setup();
    const db = context.handle.db;
    const before = (await mailsTo(db, creator.email, CONFIRM_SUBJECT)).length;
    expect((await admin('POST', `/v3/admin/creators/${creator.id}/confirmation-mail`)).status).toBe(202);
    expect(await mailsTo(db, creator.email, CONFIRM_SUBJECT)).toHaveLength(before + 1);
    expect(await auditOf(creator.id, 'creator.confirmation_mail_sent')).toHaveLength(1);
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, creator.id));
    expect(await admin('POST', `/v3/admin/creators/${creator.id}/confirmation-mail`)).toMatchObject({
      status: 409,
      json: { code: 'CREATOR_EMAIL_CONFIRMED' },
    });
  });

  it('deletes an account on an LGPD request as the creator would, keeping no personal data in the audit row', async () => {
    const { app, admin, creator } = await setup();
    const deleted = await admin('POST', `/v3/admin/creators/${creator.id}/deletion`, { reason: 'Pedido LGPD #123 por e-mail' });
    expect(deleted.status).toBe(204);
    const [row] = await context.handle.db.select().from(users).where(eq(users.id, creator.id));
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.email).toBeNull();
    expect((await admin('GET', `/v3/admin/creators/${creator.id}`)).status).toBe(404);
    expect((await call(app, 'GET', '/v3/account/me', { token: creator.token })).status).toBe(401);
    const audit = await auditOf(creator.id, 'creator.deleted');
    expect(audit).toMatchObject([{ after: { deleted: true, reason: 'Pedido LGPD #123 por e-mail' } }]);
    expect(JSON.stringify(audit)).not.toContain(creator.email);
  });

  // Another connection sees the audit row only once it is committed: a server only.
  it.runIf(database.name === 'postgres')('deletes her files only after the deletion and its audit row are committed', async () => {
    const storage = createMemoryStorage();
    const committedWhenDeleted: boolean[] = [];
    const deleteFolder = storage.deleteFolder.bind(storage);
    storage.deleteFolder = async (prefix) => {
      committedWhenDeleted.push((await auditOf(targetId, 'creator.deleted')).length === 1);
      await deleteFolder(prefix);
    };
    const { app, clock } = createTestApp(context.handle.db, { storage });
    const operator = await enrolledOperator(context.handle.db, { app, clock }, 'support');
    const cookie = await signInAs(app, clock, operator);
    const creator = await registerAccount(app, { name: 'Beatriz Arquivos' });
    const [row] = await context.handle.db.select().from(users).where(eq(users.email, creator.email));
    const targetId = row?.id ?? '';
    const deleted = await call(app, 'POST', `/v3/admin/creators/${targetId}/deletion`, {
      body: { reason: 'Pedido LGPD' },
      headers: fromBackoffice({ cookie }),
    });
    expect(deleted.status).toBe(204);
    expect(committedWhenDeleted.length).toBeGreaterThan(0);
    expect(committedWhenDeleted.every(Boolean)).toBe(true);
  });
});
