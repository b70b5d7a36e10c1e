import { formatCredits, formatDate, normalizeCouponCode } from '@ma/domain';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { coupons, type CouponRow } from '../../db/schema.ts';
import { CommandError, EXIT_USAGE, printTable, type CommandIo } from '../../lib/command.ts';
import { dateOption, integerOption, parseCommandOptions, textOption } from '../../lib/command-options.ts';
import { ApiError } from '../../lib/errors.ts';
import { couponStatus, createCoupon, type CouponStatus } from './coupons.service.ts';

export const createCouponUsage = 'Uso: coupons:create --code CODIGO --amount N [--max N] [--from AAAA-MM-DD] [--until AAAA-MM-DD]';

const createCouponOptions = z
  .object({
    code: textOption('--code', 64)
      .transform(normalizeCouponCode)
      .pipe(z.string().regex(/^[A-Z0-9_-]+$/, { error: '--code aceita só letras sem acento, números, - e _.' })),
    amount: integerOption('--amount', 1, 1_000_000),
    max: integerOption('--max', 1, 10_000_000).optional(),
    from: dateOption('--from', 'start').optional(),
    until: dateOption('--until', 'end').optional(),
  })
  .refine((options) => !options.from || !options.until || options.from < options.until, {
    error: '--from precisa ser antes de --until.',
    path: ['until'],
  });

const describeWindow = (coupon: Pick<CouponRow, 'validFrom' | 'validUntil'>) => {
  const from = coupon.validFrom ? `de ${formatDate(coupon.validFrom)}` : 'desde já';
  // validUntil is exclusive: the last valid day is the one before, in São Paulo time.
  const until = coupon.validUntil ? `até ${formatDate(new Date(coupon.validUntil.getTime() - 1))}` : 'sem data para acabar';
  return `${from}, ${until}`;
};

/** coupons:create: a coupon worth `--amount` credits, once per account, `--max` uses in all. */
export async function createCouponCommand(io: CommandIo, args: string[]): Promise<void> {
  const options = parseCommandOptions(args, createCouponOptions, createCouponUsage);
  if (options.until && options.until <= io.clock.now()) {
    throw new CommandError(`Argumentos inválidos:\n  --until: a data já passou.\n\n${createCouponUsage}`, EXIT_USAGE);
  }
  let coupon: CouponRow;
  try {
    coupon = await createCoupon(
      io.db,
      {
        code: options.code,
        amount: options.amount,
        maxRedemptions: options.max ?? null,
        validFrom: options.from ?? null,
        validUntil: options.until ?? null,
      },
      io.clock.now(),
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === 'COUPON_CODE_TAKEN') throw new CommandError(`Já existe um cupom com o código ${options.code}.`);
    throw error;
  }
  const cap = coupon.maxRedemptions === null ? 'usos ilimitados' : `até ${coupon.maxRedemptions} usos`;
  io.out(`Cupom criado: ${coupon.code}: ${formatCredits(coupon.rewardAmount)}, uma vez por conta, ${cap}, ${describeWindow(coupon)}.`);
}

const STATUS_LABELS: Record<CouponStatus, string> = { active: 'ativo', scheduled: 'agendado', exhausted: 'esgotado', expired: 'expirado' };

/** coupons:list: every coupon with its reward, uses (of the cap), window and state. */
export async function listCouponsCommand(io: CommandIo, args: string[]): Promise<void> {
  parseCommandOptions(args, z.object({}), 'Uso: coupons:list');
  const now = io.clock.now();
  const rows = await io.db.select().from(coupons).orderBy(asc(coupons.code));
  const table = [
    ['código', 'recompensa', 'usos', 'validade', 'situação'],
    ...rows.map((row) => [
      row.code,
      formatCredits(row.rewardAmount),
      `${row.redemptionCount}/${row.maxRedemptions ?? '∞'}`,
      describeWindow(row),
      STATUS_LABELS[couponStatus(row, now)],
    ]),
  ];
  printTable(io, table);
  io.out(`${rows.length} cupom(ns).`);
}
