import type { OperatorSignInPayload } from '@ma/api-client/admin';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { PasswordHasher } from '../../auth/password-hasher.ts';
import { operatorRecoveryCodes, operators } from '../../db/schema.ts';
import { auditedWrite } from '../../lib/audited-write.ts';
import { apiError, tooManyAttempts } from '../../lib/errors.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';
import { giveBack, hashedEmail, takeSlots } from '../../rate-limit/take-slots.ts';
import { ACCOUNT_RULE, ADDRESS_RULE, PAIR_RULE } from '../account/sign-in-throttle.ts';
import type { OperatorDeps, OperatorView } from './operators.service.ts';
import { hashRecoveryCode } from './operators.service.ts';
import { acceptedTotpStep } from './totp.ts';

/**
 * An operator's sign-in: e-mail, password and the second factor (a TOTP code, or one recovery
 * code, then spent). Any wrong part answers the same 401 INVALID_CREDENTIALS ('Credenciais
 * inválidas.'), in about the same time. Failures count against the creators' sign-in limits
 * (account/sign-in-throttle.ts) in counters of their own: per account and address, per address,
 * per account across addresses; a wrong code counts as a failure like a wrong password, so
 * guessing the 6 digits meets the same ceiling (100 an hour per account at most).
 */
export async function signInOperator(
  deps: OperatorDeps & { passwordHasher: PasswordHasher; rateLimiter: RateLimiter },
  input: OperatorSignInPayload & { address: string },
): Promise<OperatorView> {
  const account = hashedEmail(input.email);
  const pair = `operator-sign-in:pair:${account}:${input.address}`;
  const gate = await takeSlots(
    deps.rateLimiter,
    [
      { key: pair, rule: PAIR_RULE },
      { key: `operator-sign-in:address:${input.address}`, rule: ADDRESS_RULE },
      { key: `operator-sign-in:account:${account}`, rule: ACCOUNT_RULE },
    ],
    deps.clock.now().getTime(),
  );
  if (!gate.allowed) throw tooManyAttempts('TOO_MANY_LOGIN_ATTEMPTS', gate.retryAfterMs);
  let operator: OperatorView | undefined;
  try {
    operator = await checkCredentials(deps, input);
  } catch (error) {
    // A failure of ours is not a wrong guess.
    await giveBack(deps.rateLimiter, gate.taken).catch(() => undefined);
    throw error;
  }
  if (!operator) throw apiError('INVALID_CREDENTIALS');
  await Promise.all([giveBack(deps.rateLimiter, gate.taken), deps.rateLimiter.reset(pair)]);
  return operator;
}

async function checkCredentials(
  deps: OperatorDeps & { passwordHasher: PasswordHasher },
  input: OperatorSignInPayload & { address: string },
): Promise<OperatorView | undefined> {
  const [row] = await deps.db.select().from(operators).where(eq(operators.email, input.email.toLowerCase()));
  const usable = row && row.passwordHash && row.totpSecret && row.enrolledAt && !row.disabledAt ? row : undefined;
  if (!usable?.passwordHash || !usable.totpSecret) {
    await deps.passwordHasher.verifyDummy(input.password);
    return undefined;
  }
  if (!(await deps.passwordHasher.verify(usable.passwordHash, input.password))) return undefined;
  const operator = { id: usable.id, email: usable.email, name: usable.name, role: usable.role };
  const now = deps.clock.now();
  if (/^\d{6}$/.test(input.code.trim())) {
    const secret = deps.totpCipher.open(usable.totpSecret);
    const step = secret && (await acceptedTotpStep(secret, input.code.trim(), now, usable.totpLastStep));
    if (!step) return undefined;
    // The step is taken once: of two sign-ins with the same code at once, one finds it taken.
    const taken = await deps.db
      .update(operators)
      .set({ totpLastStep: step })
      .where(and(eq(operators.id, usable.id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
      .returning({ id: operators.id });
    return taken.length > 0 ? operator : undefined;
  }
  return (await spendRecoveryCode(deps, usable.id, input)) ? operator : undefined;
}

/** Thrown inside the audited write when the code was not there to spend: nothing is written. */
const NOT_SPENT = Symbol('recovery code not spent');

/**
 * Spends one of the operator's recovery codes, once (of two sign-ins with it at once, one finds
 * it spent), and writes it to the audit log with how many are left: a code used is worth knowing.
 */
async function spendRecoveryCode(deps: OperatorDeps, operatorId: string, input: { code: string; address: string }): Promise<boolean> {
  const now = deps.clock.now();
  const codes = operatorRecoveryCodes;
  const spend = auditedWrite(deps, { operatorId, ip: input.address }, async (tx) => {
    const spent = await tx
      .update(codes)
      .set({ usedAt: now })
      .where(and(eq(codes.operatorId, operatorId), eq(codes.codeHash, hashRecoveryCode(input.code)), isNull(codes.usedAt)))
      .returning({ id: codes.id });
    if (spent.length === 0) throw NOT_SPENT;
    const [left] = await tx
      .select({ n: count() })
      .from(codes)
      .where(and(eq(codes.operatorId, operatorId), isNull(codes.usedAt)));
    const codesLeft = left?.n ?? 0;
    return {
      action: 'operator.recovery_code_used',
      targetType: 'operator',
      targetId: operatorId,
      before: { recoveryCodesLeft: codesLeft + 1 },
      after: { recoveryCodesLeft: codesLeft },
      result: true,
    };
  });
  return spend.catch((error: unknown) => {
    if (error === NOT_SPENT) return false;
    throw error;
  });
}
