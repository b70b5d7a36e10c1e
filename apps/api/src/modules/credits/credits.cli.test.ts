import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, users } from '../../db/schema.ts';
import { type CommandIo } from '../../lib/command.ts';
import { testDatabases } from '../../test/databases.ts';
import { createTestClock, useTestDatabase } from '../../test/test-app.ts';
import { createCouponCommand, listCouponsCommand } from './coupons.cli.ts';
import { redeemCoupon } from './coupon-redemption.ts';
import { readBalance } from './credit-ledger.ts';
import { listMovements } from './credit-movements.ts';
import { grantCreditsCommand } from './credits.cli.ts';
import { insertUser, ledgerState } from './credits.test-support.ts';
import { commandFailure } from '../../lib/command.test-support.ts';

// The test clock: 2026-03-02T12:00:00Z.
describe.each(testDatabases)('operator commands ($name)', (database) => {
  const context = useTestDatabase(database);
  const io = () => {
    const lines: string[] = [];
    const value: CommandIo = { db: context.handle.db, clock: createTestClock(), out: (line) => lines.push(line) };
    return { io: value, lines };
  };
  const couponByCode = async (code: string) => (await context.handle.db.select().from(coupons).where(eq(coupons.code, code)))[0];
  const emailOf = async (userId: string) =>
    (await context.handle.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email ?? '';

  describe('coupons:create', () => {
    it('creates a normalised coupon; --until is a São Paulo day, inclusive', async () => {
      const { io: run, lines } = io();
      await createCouponCommand(run, ['--code', ' verao27 ', '--amount', '10', '--max', '100', '--until', '2027-01-31']);
      const coupon = await couponByCode('VERAO27');
      expect(coupon).toMatchObject({ rewardAmount: 10, maxRedemptions: 100, validFrom: null, redemptionCount: 0 });
      expect(coupon?.validUntil?.toISOString()).toBe('2027-02-01T03:00:00.000Z');
      expect(lines).toEqual(['Cupom criado: VERAO27: 10 créditos, uma vez por conta, até 100 usos, desde já, até 31/01/2027.']);
      const userId = await insertUser(context.handle.db);
      await expect(redeemCoupon(context.handle.db, { userId, code: 'verao27', now: new Date('2027-02-01T02:59:59Z') })).resolves.toMatchObject({
        rewardAmount: 10,
      });
    });

    it('creates an unlimited coupon without dates, and accepts ISO instants', async () => {
      const { io: run } = io();
      await createCouponCommand(run, ['--code', 'LIVRE', '--amount', '3']);
      expect(await couponByCode('LIVRE')).toMatchObject({ maxRedemptions: null, validFrom: null, validUntil: null });
      await createCouponCommand(run, ['--code', 'HORA', '--amount', '1', '--from', '2026-04-01T09:00:00-03:00', '--until=2026-04-01T18:00:00Z']);
      const hora = await couponByCode('HORA');
      expect(hora?.validFrom?.toISOString()).toBe('2026-04-01T12:00:00.000Z');
      expect(hora?.validUntil?.toISOString()).toBe('2026-04-01T18:00:00.000Z');
    });

    it('refuses a code that exists with exit code 1', async () => {
      const { io: run } = io();
      await createCouponCommand(run, ['--code', 'DUPLO', '--amount', '5']);
      expect(await commandFailure(createCouponCommand(run, ['--code', 'duplo', '--amount', '7']))).toEqual({
        exitCode: 1,
        message: 'Já existe um cupom com o código DUPLO.',
      });
      expect((await couponByCode('DUPLO'))?.rewardAmount).toBe(5);
    });

    it.each([
      [['--amount', '10'], '--code: --code é obrigatório.'],
      [['--code', '   ', '--amount', '10'], '--code: --code não pode ficar vazio.'],
      [['--code', 'PROMO ÇÃO', '--amount', '10'], '--code: --code aceita só letras sem acento, números, - e _.'],
      [['--code', 'A'], '--amount: --amount é obrigatório.'],
      [['--code', 'A', '--amount', 'dez'], '--amount: --amount deve ser um número inteiro.'],
      [['--code', 'A', '--amount', '0'], '--amount: --amount deve ser pelo menos 1.'],
      [['--code', 'A', '--amount', '1.5'], '--amount: --amount deve ser um número inteiro.'],
      [['--code', 'A', '--amount', '1', '--max', '-3'], '--max: --max deve ser pelo menos 1.'],
      [['--code', 'A', '--amount', '1', '--until', '31/01/2027'], '--until: --until deve ser uma data AAAA-MM-DD'],
      [['--code', 'A', '--amount', '1', '--until', '2027-02-30'], '--until: --until deve ser uma data AAAA-MM-DD'],
      [['--code', 'A', '--amount', '1', '--until', '2027-01-31T10:00:00'], '--until: --until deve ser uma data AAAA-MM-DD'],
      [['--code', 'A', '--amount', '1', '--from', '2027-02-01', '--until', '2027-01-01'], '--until: --from precisa ser antes de --until.'],
      [['--code', 'A', '--amount', '1', '--until', '2026-03-01'], '--until: a data já passou.'],
      [['--code', 'A', '--amount', '1', '--valor', '3'], 'Opção desconhecida: --valor'],
      [['--code', 'A', '--amount', '1', 'extra'], 'Argumento inesperado: extra'],
      [['--code', 'A', '--amount'], 'Falta o valor de --amount'],
    ])('refuses %j with exit code 2 and says which argument is wrong', async (args, expected) => {
      const { io: run } = io();
      const { exitCode, message } = await commandFailure(createCouponCommand(run, args));
      expect(exitCode).toBe(2);
      expect(message).toContain(expected);
      expect(message).toContain('Uso: coupons:create');
      expect(await couponByCode('A')).toBeUndefined();
    });
  });

  describe('coupons:list', () => {
    it('lists each coupon with its uses of the cap and its state', async () => {
      const { io: run, lines } = io();
      const db = context.handle.db;
      await db.insert(coupons).values([
        { code: 'LISTA-ATIVO', rewardAmount: 10, maxRedemptions: 2 },
        { code: 'LISTA-ESGOTADO', rewardAmount: 1, maxRedemptions: 1 },
        { code: 'LISTA-EXPIRADO', rewardAmount: 5, validUntil: new Date('2025-01-01T03:00:00Z') },
        { code: 'LISTA-AGENDADO', rewardAmount: 1, validFrom: new Date('2027-01-01T03:00:00Z') },
      ]);
      const now = run.clock.now();
      await redeemCoupon(db, { userId: await insertUser(db), code: 'LISTA-ATIVO', now });
      await redeemCoupon(db, { userId: await insertUser(db), code: 'LISTA-ESGOTADO', now });
      await listCouponsCommand(run, []);
      const row = (code: string) => lines.find((line) => line.startsWith(`${code} `))?.split(/\s{2,}/);
      expect(lines[0]?.split(/\s{2,}/)).toEqual(['código', 'recompensa', 'usos', 'validade', 'situação']);
      expect(row('LISTA-ATIVO')).toEqual(['LISTA-ATIVO', '10 créditos', '1/2', 'desde já, sem data para acabar', 'ativo']);
      expect(row('LISTA-ESGOTADO')).toEqual(['LISTA-ESGOTADO', '1 crédito', '1/1', 'desde já, sem data para acabar', 'esgotado']);
      expect(row('LISTA-EXPIRADO')).toEqual(['LISTA-EXPIRADO', '5 créditos', '0/∞', 'desde já, até 31/12/2024', 'expirado']);
      expect(row('LISTA-AGENDADO')).toEqual(['LISTA-AGENDADO', '1 crédito', '0/∞', 'de 01/01/2027, sem data para acabar', 'agendado']);
      expect(lines.at(-1)).toMatch(/^\d+ cupom\(ns\)\.$/);
    });

    it('takes no arguments', async () => {
      expect((await commandFailure(listCouponsCommand(io().io, ['--all']))).exitCode).toBe(2);
    });
  });

  describe('credits:grant', () => {
    it('grants credits with a reason the creator sees in the history', async () => {
      const userId = await insertUser(context.handle.db);
      const email = await emailOf(userId);
      const { io: run, lines } = io();
      await grantCreditsCommand(run, ['--email', email.toUpperCase(), '--amount', '20', '--reason', 'Prêmio do sorteio de março']);
      expect(lines).toEqual([`Crédito de +20 para ${email}: saldo agora 20 créditos.`]);
      const [movement] = await listMovements(context.handle.db, userId);
      expect(movement).toMatchObject({ kind: 'grant', amount: 20, reason: 'Prêmio do sorteio de março', balanceAfter: 20 });
    });

    it('adjusts with a negative amount down to zero, never below (exit code 1, nothing changed)', async () => {
      const userId = await insertUser(context.handle.db);
      const email = await emailOf(userId);
      const { io: run, lines } = io();
      await grantCreditsCommand(run, ['--email', email, '--amount', '5', '--reason', 'Bônus']);
      expect(await commandFailure(grantCreditsCommand(run, ['--email', email, '--amount', '-6', '--reason', 'Correção']))).toEqual({
        exitCode: 1,
        message: `O saldo de ${email} é 5 créditos; um ajuste de -6 o deixaria negativo. Nada foi alterado.`,
      });
      await grantCreditsCommand(run, ['--email', email, '--amount=-5', '--reason', 'Correção']);
      expect(lines.at(-1)).toBe(`Ajuste de -5 para ${email}: saldo agora 0 créditos.`);
      expect(await ledgerState(context.handle.db, userId)).toEqual({ balance: 0, ledgerSum: 0, rows: 2, newestBalanceAfter: 0 });
    });

    it('does nothing the second time with the same --reference', async () => {
      const userId = await insertUser(context.handle.db);
      const email = await emailOf(userId);
      const args = ['--email', email, '--amount', '3', '--reason', 'Campanha', '--reference', 'campanha-2026-03'];
      await grantCreditsCommand(io().io, args);
      const { exitCode, message } = await commandFailure(grantCreditsCommand(io().io, args));
      expect(exitCode).toBe(1);
      expect(message).toContain('A referência campanha-2026-03 já foi usada');
      expect(await readBalance(context.handle.db, userId)).toBe(3);
    });

    it('refuses an unknown account with exit code 1', async () => {
      expect(await commandFailure(grantCreditsCommand(io().io, ['--email', 'ninguem@example.com', '--amount', '1', '--reason', 'x']))).toEqual({
        exitCode: 1,
        message: 'Conta não encontrada: ninguem@example.com',
      });
    });

    it.each([
      [['--amount', '1', '--reason', 'x'], '--email: --email é obrigatório.'],
      [['--email', 'nao-e-email', '--amount', '1', '--reason', 'x'], '--email: --email deve ser um e-mail válido.'],
      [['--email', 'a@example.com', '--amount', '0', '--reason', 'x'], '--amount: --amount não pode ser 0.'],
      [['--email', 'a@example.com', '--amount', '2000000', '--reason', 'x'], '--amount: --amount deve ser no máximo 1000000.'],
      [['--email', 'a@example.com', '--amount', '1'], '--reason: --reason é obrigatório.'],
      [['--email', 'a@example.com', '--amount', '1', '--reason', ' '], '--reason: --reason não pode ficar vazio.'],
    ])('refuses %j with exit code 2', async (args, expected) => {
      const { exitCode, message } = await commandFailure(grantCreditsCommand(io().io, args));
      expect(exitCode).toBe(2);
      expect(message).toContain(expected);
      expect(message).toContain('Uso: credits:grant');
    });
  });
});
