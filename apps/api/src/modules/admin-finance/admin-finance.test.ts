import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { affiliateBrands, affiliateCommissions, affiliatePayouts, affiliates, auditLog, notifications } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { insertBrand } from '../affiliate/affiliate.test-support.ts';
import { insertUser } from '../credits/credits.test-support.ts';
import { enrolledOperator, fromBackoffice, signInAs } from '../operators/operators.test-support.ts';
import { COMMISSION_PAGE_SIZE } from './admin-finance.queries.ts';

type TestApp = ReturnType<typeof createTestApp>;

/** A registered affiliate (PIX key: a CPF) with approved commissions of `cents` each. */
async function affiliateWithDue(db: Database, brandId: string, cents: number[], fullName = 'Ana Souza') {
  const userId = await insertUser(db);
  const at = new Date('2026-02-01T12:00:00Z');
  await db.insert(affiliates).values({
    userId,
    fullName,
    document: '52998224725',
    phone: '+5511987654321',
    pixKeyType: 'cpf',
    pixKey: '52998224725',
    termsAcceptedAt: at,
  });
  if (cents.length > 0)
    await db.insert(affiliateCommissions).values(
      cents.map((commissionCents) => ({
        brandId,
        orderId: `pedido-${randomUUID()}`,
        userId,
        orderCents: commissionCents * 10,
        rateBp: 1000,
        commissionCents,
        status: 'approved' as const,
        orderedAt: at,
        approvesAt: at,
      })),
    );
  return userId;
}

const auditRows = (db: Database, targetType: string, targetId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)));

describe.each(testDatabases)('the back office: brands, commissions and payouts ($name)', (database) => {
  const context = useTestDatabase(database);
  let test: TestApp;
  let finance: string;
  let support: string;
  const db = () => context.handle.db;
  const as = (cookie: string | undefined, method: string, path: string, body?: unknown) =>
    call(test.app, method, path, { headers: fromBackoffice(cookie ? { cookie } : {}), ...(body !== undefined && { body }) });

  beforeAll(async () => {
    test = createTestApp(db());
    finance = await signInAs(test.app, test.clock, await enrolledOperator(db(), test, 'finance', 'Fernanda Finanças'));
    support = await signInAs(test.app, test.clock, await enrolledOperator(db(), test, 'support', 'Sérgio Suporte'));
  });

  it('opens every finance route to finance, refuses support (403) and no session (401)', async () => {
    const document = (await call(test.app, 'GET', '/v3/openapi.json')).json as {
      paths: Record<string, Record<string, { tags?: string[]; 'x-roles'?: string[] }>>;
    };
    const routes = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.tags?.includes('Backoffice: marcas e comissões'))
        .map(([method, operation]) => ({ method: method.toUpperCase(), path: path.replace('{id}', randomUUID()), roles: operation['x-roles'] })),
    );
    expect(routes).toHaveLength(10);
    for (const { method, path, roles } of routes) {
      const body = method === 'GET' ? undefined : {};
      expect(roles, path).toEqual(['admin', 'finance']);
      expect((await as(undefined, method, path, body)).status, `${method} ${path} without a session`).toBe(401);
      expect((await as(support, method, path, body)).status, `${method} ${path} as support`).toBe(403);
      expect([401, 403], `${method} ${path} as finance`).not.toContain((await as(finance, method, path, body)).status);
    }
  });

  it('creates, edits, deactivates a brand and rotates its secret, shown once and never audited', async () => {
    const id = `marca-${randomUUID().slice(0, 8)}`;
    const fields = {
      name: 'Café do Sítio',
      commission_percent: 12.5,
      cookie_days: 20,
      holding_days: 10,
      domain: 'CafeDoSitio.example.com',
      logo_url: '',
      homepage_url: '',
      active: true,
    };
    const created = await as(finance, 'POST', '/v3/admin/affiliate-brands', { id, ...fields });
    expect(created.status, created.text).toBe(201);
    const secret = String(created.json?.['webhook_secret']);
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(created.json?.['brand']).toMatchObject({
      id,
      commission_rate_bp: 1250,
      domain: 'cafedositio.example.com',
      homepage_url: 'https://cafedositio.example.com/',
      logo_url: null,
      active: true,
    });
    expect((await as(finance, 'POST', '/v3/admin/affiliate-brands', { id, ...fields })).json?.['code']).toBe('AFFILIATE_BRAND_TAKEN');
    expect((await as(finance, 'POST', '/v3/admin/affiliate-brands', { ...fields, id, commission_percent: 12.345 })).status).toBe(422);

    const edited = await as(finance, 'PATCH', `/v3/admin/affiliate-brands/${id}`, { commission_percent: 15, name: 'Café do Sítio Novo' });
    expect(edited.json).toMatchObject({ commission_rate_bp: 1500, name: 'Café do Sítio Novo', cookie_days: 20 });
    expect((await as(finance, 'PATCH', `/v3/admin/affiliate-brands/${id}`, { active: false })).json?.['active']).toBe(false);
    const listed = await as(finance, 'GET', '/v3/admin/affiliate-brands');
    expect((listed.json?.['items'] as { id: string; active: boolean }[]).find((brand) => brand.id === id)?.active).toBe(false);
    expect(listed.text).not.toContain(secret);

    const rotated = await as(finance, 'POST', `/v3/admin/affiliate-brands/${id}/webhook-secret`);
    const newSecret = String(rotated.json?.['webhook_secret']);
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    const [row] = await db().select().from(affiliateBrands).where(eq(affiliateBrands.id, id));
    expect(row?.webhookSecret).toBe(newSecret);
    expect((await as(finance, 'POST', '/v3/admin/affiliate-brands/nenhuma-marca/webhook-secret')).status).toBe(404);

    const audit = await auditRows(db(), 'affiliate_brand', id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'affiliate_brand.created',
      'affiliate_brand.changed',
      'affiliate_brand.deactivated',
      'affiliate_brand.webhook_secret_rotated',
    ]);
    expect(audit.every((entry) => entry.operatorId !== null && entry.ip !== null)).toBe(true);
    expect(JSON.stringify(audit)).not.toMatch(/whsec_/);
  });

  it('lists commissions of a status and brand in keyset pages, newest first', async () => {
    const brand = await insertBrand(db());
    const userId = await affiliateWithDue(db(), brand.id, []);
    const count = COMMISSION_PAGE_SIZE + 5;
    await db()
      .insert(affiliateCommissions)
      .values(
        Array.from({ length: count }, (_, index) => ({
          brandId: brand.id,
          orderId: `p-${index}`,
          userId,
          orderCents: 1000,
          rateBp: 1000,
          commissionCents: 100,
          status: index % 2 ? ('pending' as const) : ('approved' as const),
          // Two orders at each instant: the id breaks the tie.
          orderedAt: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(index / 2))),
          approvesAt: new Date('2026-02-01T00:00:00Z'),
        })),
      );
    const seen: { id: string; ordered_at: string; status: string }[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/v3/admin/commissions?status=pending&brand_id=${brand.id}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await as(finance, 'GET', query);
      seen.push(...(page.json?.['items'] as typeof seen));
      cursor = page.json?.['next_cursor'] as string | null;
    } while (cursor);
    expect(seen).toHaveLength(Math.floor(count / 2));
    expect(new Set(seen.map((item) => item.id)).size).toBe(seen.length);
    expect(seen.every((item) => item.status === 'pending')).toBe(true);
    expect(seen.map((item) => item.ordered_at)).toEqual([...seen.map((item) => item.ordered_at)].sort().reverse());

    const approved = await as(finance, 'GET', `/v3/admin/commissions?status=approved&brand_id=${brand.id}`);
    expect([(approved.json?.['items'] as unknown[]).length, approved.json?.['next_cursor']]).toEqual([Math.ceil(count / 2), null]);
    expect(approved.json?.['items']).toContainEqual(
      expect.objectContaining({ creator: { user_id: userId, full_name: 'Ana Souza', email: expect.any(String) } }),
    );
    expect((await as(finance, 'GET', '/v3/admin/commissions?status=sold')).status).toBe(422);
  });

  it('shows finance the full PIX key of a creator to pay, with a reason the audit log keeps without the key', async () => {
    const brand = await insertBrand(db());
    const ana = await affiliateWithDue(db(), brand.id, [1500]);
    const path = `/v3/admin/payouts/${ana}/pix-key`;
    const noReason = await as(finance, 'POST', path, { reason: '' });
    expect([noReason.status, noReason.json?.['code']]).toEqual([422, 'VALIDATION_FAILED']);
    expect((await as(support, 'POST', path, { reason: 'Pagamento do mês' })).status).toBe(403);
    expect((await as(undefined, 'POST', path, { reason: 'Pagamento do mês' })).status).toBe(401);

    const shown = await as(finance, 'POST', path, { reason: 'Pagamento do mês' });
    expect([shown.status, shown.json]).toEqual([200, { value: '52998224725' }]);
    const [row] = await auditRows(db(), 'creator', ana);
    expect(row).toMatchObject({ action: 'creator.affiliate_revealed', after: { field: 'pix_key', reason: 'Pagamento do mês' } });
    expect(JSON.stringify(row)).not.toContain('52998224725');

    const stranger = await as(finance, 'POST', `/v3/admin/payouts/${randomUUID()}/pix-key`, { reason: 'Pagamento do mês' });
    expect([stranger.status, stranger.json?.['code']]).toEqual([404, 'CREATOR_NOT_FOUND']);
    const notAffiliate = await as(finance, 'POST', `/v3/admin/payouts/${await insertUser(db())}/pix-key`, { reason: 'Pagamento do mês' });
    expect([notAffiliate.status, notAffiliate.json?.['code']]).toEqual([404, 'CREATOR_NOT_AFFILIATE']);
  });

  it('pays a batch once: the due with masked keys, payout_made once per creator, the audit row and the CSV', async () => {
    const brand = await insertBrand(db());
    const ana = await affiliateWithDue(db(), brand.id, [1999, 1], 'Ana Souza');
    const bia = await affiliateWithDue(db(), brand.id, [50_000], 'Bia Lima');
    const due = await as(finance, 'GET', '/v3/admin/payouts/due');
    const items = due.json?.['items'] as { user_id: string; amount_cents: number; pix_key_masked: string; commission_count: number }[];
    expect(items.find((item) => item.user_id === ana)).toMatchObject({ amount_cents: 2000, commission_count: 2, pix_key_masked: '***.982.247-**' });
    expect(due.text).not.toContain('52998224725');

    // Another amount than the one due: nothing of the batch is written.
    const wrong = await as(finance, 'POST', '/v3/admin/payouts/batches', {
      items: [
        { user_id: ana, amount_cents: 2000, reference: 'E00000000202611290200ANA000000001' },
        { user_id: bia, amount_cents: 49_999, reference: 'E00000000202611290200BIA000000001' },
      ],
    });
    expect([wrong.status, wrong.json?.['code']]).toEqual([409, 'PAYOUT_DUE_CHANGED']);
    expect(await db().select().from(affiliatePayouts).where(eq(affiliatePayouts.userId, ana))).toEqual([]);

    const batch = {
      items: [
        { user_id: ana, amount_cents: 2000, reference: 'E00000000202611290200ANA000000001' },
        { user_id: bia, amount_cents: 50_000, reference: 'E00000000202611290200BIA000000001' },
      ],
    };
    const [paid, again] = [
      await as(finance, 'POST', '/v3/admin/payouts/batches', batch),
      await as(finance, 'POST', '/v3/admin/payouts/batches', batch),
    ];
    expect(paid.status, paid.text).toBe(201);
    expect(paid.json).toMatchObject({ payout_count: 2, total_cents: 52_000 });
    expect([again.status, again.json?.['code']]).toEqual([409, 'PAYOUT_DUE_CHANGED']);
    for (const userId of [ana, bia]) {
      expect(await db().select().from(affiliatePayouts).where(eq(affiliatePayouts.userId, userId))).toHaveLength(1);
      const told = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'payout_made')));
      expect(told).toHaveLength(1);
    }
    const commissions = await db().select().from(affiliateCommissions).where(eq(affiliateCommissions.userId, ana));
    expect(commissions.every((row) => row.status === 'paid' && row.paidAt !== null)).toBe(true);
    const dueAfter = await as(finance, 'GET', '/v3/admin/payouts/due');
    expect((dueAfter.json?.['items'] as { user_id: string }[]).map((item) => item.user_id)).not.toContain(ana);

    const batchId = String(paid.json?.['id']);
    const [audit] = await auditRows(db(), 'payout_batch', batchId);
    expect(audit).toMatchObject({
      action: 'payout_batch.paid',
      before: null,
      after: expect.objectContaining({ payoutCount: 2, totalCents: 52_000 }),
    });
    expect(JSON.stringify(audit)).not.toContain('52998224725');

    const batches = await as(finance, 'GET', '/v3/admin/payouts/batches');
    expect((batches.json?.['items'] as { id: string }[])[0]?.id).toBe(batchId);
    const csv = await as(finance, 'GET', `/v3/admin/payouts/batches/${batchId}/csv`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="pagamentos-\\d{4}-\\d{2}-\\d{2}-${batchId.slice(0, 8)}\\.csv"$`),
    );
    expect(csv.text.split('\r\n')).toEqual([
      'Pago em;Nome;E-mail;Tipo de chave PIX;Chave PIX;Valor;Referência PIX', // the BOM is read away by the decoder
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4};Ana Souza;[^;]+@example\.com;CPF;\*\*\*\.982\.247-\*\*;20,00;E00000000202611290200ANA000000001$/),
      expect.stringMatching(/;Bia Lima;.*;500,00;E00000000202611290200BIA000000001$/),
      'Total;;;;;520,00;',
      '',
    ]);
    expect((await as(finance, 'GET', `/v3/admin/payouts/batches/${randomUUID()}/csv`)).status).toBe(404);
  });
});
