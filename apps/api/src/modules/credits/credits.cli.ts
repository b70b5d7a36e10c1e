import { formatCredits } from '@ma/domain';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { CommandError, withDatabase, type CommandIo } from '../../lib/command.ts';
import { integerOption, parseCommandOptions, textOption } from '../../lib/command-options.ts';
import { findUserByEmail } from '../account/account.repository.ts';
import { createCouponCommand, listCouponsCommand } from './coupons.cli.ts';
import { applyCreditChange, InsufficientCreditsError, readBalance } from './credit-ledger.ts';

export const grantCreditsUsage = 'Uso: credits:grant --email E-MAIL --amount N --reason "motivo" [--reference REF]';

const grantOptions = z.object({
  email: textOption('--email', 254).pipe(z.email({ error: '--email deve ser um e-mail válido.' })),
  amount: integerOption('--amount', -1_000_000, 1_000_000).refine((amount) => amount !== 0, { error: '--amount não pode ser 0.' }),
  reason: textOption('--reason', 200),
  reference: textOption('--reference', 200).optional(),
});

/**
 * credits:grant: a positive amount is a grant, a negative one an adjustment; either is a
 * ledger row with the reason (the creator sees it in the history). Never below zero. With
 * `--reference`, running it again does nothing (safe in scripts).
 */
export async function grantCreditsCommand(io: CommandIo, args: string[]): Promise<void> {
  const options = parseCommandOptions(args, grantOptions, grantCreditsUsage);
  const user = await findUserByEmail(io.db, options.email);
  if (!user) throw new CommandError(`Conta não encontrada: ${options.email}`);
  const kind = options.amount > 0 ? 'grant' : 'adjustment';
  try {
    const applied = await applyCreditChange(io.db, {
      userId: user.id,
      kind,
      amount: options.amount,
      reason: options.reason,
      reference: options.reference ? `operator:${options.reference}` : null,
    });
    const signed = options.amount > 0 ? `+${options.amount}` : String(options.amount);
    io.out(`${kind === 'grant' ? 'Crédito' : 'Ajuste'} de ${signed} para ${user.email}: saldo agora ${formatCredits(applied.balance)}.`);
  } catch (error) {
    if (error instanceof InsufficientCreditsError) {
      throw new CommandError(
        `O saldo de ${user.email} é ${formatCredits(error.balance)}; um ajuste de ${options.amount} o deixaria negativo. Nada foi alterado.`,
      );
    }
    if (isUniqueViolation(error, 'credit_ledger_reference_unique')) {
      throw new CommandError(
        `A referência ${options.reference ?? ''} já foi usada para ${user.email} (saldo: ${formatCredits(await readBalance(io.db, user.id))}). Nada foi alterado.`,
      );
    }
    throw error;
  }
}

export const creditCommands = {
  'coupons:create': withDatabase(createCouponCommand),
  'coupons:list': withDatabase(listCouponsCommand),
  'credits:grant': withDatabase(grantCreditsCommand),
};

export const creditCommandsUsage = `  coupons:create --code C --amount N [--max N] [--from D] [--until D]
                                 create a coupon worth N credits, once per account; --max caps its uses
                                 in all; dates are AAAA-MM-DD (São Paulo days, --until inclusive) or ISO
  coupons:list                   list every coupon: reward, uses/cap, validity, state
  credits:grant --email E --amount N --reason "..." [--reference R]
                                 add N credits (negative N: an adjustment, never below zero); the reason
                                 is shown to the creator; with --reference a second run changes nothing
`;
