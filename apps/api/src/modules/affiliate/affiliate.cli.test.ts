import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { formatCents } from '@ma/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { affiliateBrands, affiliateCommissions, affiliatePayouts, affiliates } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { createCreator } from '../../test/proposal-fixtures.ts';
import { createTestApp, createTestClock, useTestDatabase } from '../../test/test-app.ts';
import { appEvents } from '../index.ts';
import { CommandError, type EventsCommandIo } from '../../lib/command.ts';
import { brandsCommand, payoutsCommand } from './affiliate.cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'affiliate-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;
const writeJson = (content: unknown) => {
  const file = join(folder, `brands-${(files += 1)}.json`);
  writeFileSync(file, JSON.stringify(content));
  return file;
};

describe.each(testDatabases)('affiliate commands ($name)', (database) => {
  const context = useTestDatabase(database);
  const io = () => {
    const lines: string[] = [];
    const value: EventsCommandIo = { db: context.handle.db, clock: createTestClock(), events: appEvents, out: (line) => lines.push(line) };
    return { io: value, lines };
  };

  it('imports brands all or none, draws a secret for a new one, and edits without touching it', async () => {
    const id = `marca-${randomBytes(3).toString('hex')}`;
    const brand = { id, name: 'Café do Sítio', commission_percent: 12.5, cookie_days: 20, holding_days: 10, domain: 'CafeDoSitio.example.com' };
    const refused = io();
    await expect(brandsCommand(refused.io, [writeJson([brand, { ...brand, id: 'X', commission_percent: 12.345 }])])).rejects.toThrow(CommandError);
    expect(await context.handle.db.select().from(affiliateBrands).where(eq(affiliateBrands.id, id))).toEqual([]);

    const created = io();
    await brandsCommand(created.io, [writeJson([brand])]);
    expect(created.lines[0]).toBe(`Marca criada: Café do Sítio (${id}), 12,5%.`);
    const secret = /whsec_[\w-]{43}$/.exec(created.lines[1] ?? '')?.[0];
    const [row] = await context.handle.db.select().from(affiliateBrands).where(eq(affiliateBrands.id, id));
    expect(row).toMatchObject({
      commissionRateBp: 1250,
      cookieDays: 20,
      holdingDays: 10,
      domain: 'cafedositio.example.com',
      homepageUrl: 'https://cafedositio.example.com/',
      webhookSecret: secret,
    });

    const edited = io();
    await brandsCommand(edited.io, [writeJson([{ ...brand, commission_percent: 15 }])]);
    expect(edited.lines).toEqual([`Marca atualizada: Café do Sítio (${id}), 15%.`]);
    const [after] = await context.handle.db.select().from(affiliateBrands).where(eq(affiliateBrands.id, id));
    expect([after?.commissionRateBp, after?.webhookSecret]).toEqual([1500, secret]);
  });

  it('lists what is due per creator with the PIX key, and pays it once with its reference', async () => {
    const db = context.handle.db;
    const { app } = createTestApp(db);
    const creator = await createCreator(app, db, { level: 'bronze' });
    const brandId = `marca-${randomBytes(3).toString('hex')}`;
    await db.insert(affiliateBrands).values({
      id: brandId,
      name: 'Loja',
      commissionRateBp: 1000,
      domain: 'loja.example.com',
      homepageUrl: 'https://loja.example.com/',
      webhookSecret: 'x'.repeat(32),
    });
    await db.insert(affiliates).values({
      userId: creator.userId,
      fullName: 'Ana Souza',
      document: '52998224725',
      phone: '+5571987654321',
      pixKeyType: 'email',
      pixKey: 'ana@example.com',
      termsAcceptedAt: new Date(),
    });
    const at = new Date('2026-01-10T12:00:00Z');
    const commission = (orderId: string, status: 'approved' | 'pending', cents: number) => ({
      brandId,
      orderId,
      userId: creator.userId,
      orderCents: cents * 10,
      rateBp: 1000,
      commissionCents: cents,
      status,
      orderedAt: at,
      approvesAt: at,
    });
    await db
      .insert(affiliateCommissions)
      .values([commission('A', 'approved', 1999), commission('B', 'approved', 1), commission('C', 'pending', 500)]);

    const listed = io();
    await payoutsCommand(listed.io, []);
    expect(listed.lines.find((line) => line.startsWith(creator.userId))).toMatch(/Ana Souza .* 2 +R\$\s20,00 +E-mail: ana@example\.com$/);

    const paid = io();
    await payoutsCommand(paid.io, ['--pay', creator.userId, 'E2E123']);
    expect(paid.lines).toEqual([`Pago: ${formatCents(2_000)} (2 comissões) para E-mail an***@example.com, referência E2E123.`]);
    const rows = await db.select().from(affiliateCommissions).where(eq(affiliateCommissions.userId, creator.userId));
    expect(rows.map((row) => [row.orderId, row.status]).sort()).toEqual([
      ['A', 'paid'],
      ['B', 'paid'],
      ['C', 'pending'],
    ]);
    const [payout] = await db.select().from(affiliatePayouts).where(eq(affiliatePayouts.userId, creator.userId));
    expect(payout).toMatchObject({ amountCents: 2000, reference: 'E2E123', pixKey: 'ana@example.com' });
    await expect(payoutsCommand(io().io, ['--pay', creator.userId, 'E2E124'])).rejects.toThrow('Nada a pagar para esta conta.');
  });
});
