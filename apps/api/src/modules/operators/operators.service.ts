import type { NewOperatorPayload, OperatorChangePayload, OperatorRole } from '@ma/api-client/admin';
import { DAY_MS } from '@ma/domain';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { PasswordHasher } from '../../auth/password-hasher.ts';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { operatorRecoveryCodes, operators, operatorSetupTokens } from '../../db/schema.ts';
import { auditedWrite, type Actor } from '../../lib/audited-write.ts';
import type { Clock } from '../../lib/clock.ts';
import { apiError } from '../../lib/errors.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import type { TokenCipher } from '../connect/token-cipher.ts';
import { endOperatorSessions } from './operator-auth.ts';
import { acceptedTotpStep, newTotpSecret, totpUrl } from './totp.ts';

/**
 * The operators' accounts (docs/product/backoffice.md): made by an admin (or `cli
 * operators:create`) with a one-time setup link, set up by their owner (password and TOTP),
 * changed and disabled by an admin. The routes and the command call these, never a copy.
 */

export interface OperatorDeps {
  db: Database;
  clock: Clock;
  totpCipher: TokenCipher;
}

export const SETUP_LINK_TTL_MS = 7 * DAY_MS;
export const RECOVERY_CODE_COUNT = 10;

/** An operator as the API shows one. */
export interface OperatorView {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
}

const view = (row: OperatorView): OperatorView => ({ id: row.id, email: row.email, name: row.name, role: row.role });

/** The back office's page that a setup token opens. */
export const setupUrl = (backofficeOrigin: string, token: string): string => new URL(`/backoffice/setup/${token}`, backofficeOrigin).toString();

/** A new setup token of the operator with a new TOTP secret; the older unused ones stop working. */
async function issueSetupToken(tx: Database, deps: OperatorDeps, operatorId: string): Promise<string> {
  const now = deps.clock.now();
  await tx
    .update(operatorSetupTokens)
    .set({ usedAt: now })
    .where(and(eq(operatorSetupTokens.operatorId, operatorId), isNull(operatorSetupTokens.usedAt)));
  const token = newSecretToken();
  await tx.insert(operatorSetupTokens).values({
    operatorId,
    tokenHash: hashSecretToken(token),
    totpSecret: deps.totpCipher.seal(newTotpSecret()),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SETUP_LINK_TTL_MS),
  });
  return token;
}

/** A new operator, not enrolled yet, and the token of their setup link. 409 OPERATOR_EMAIL_TAKEN. */
export async function createOperator(
  deps: OperatorDeps,
  actor: Actor,
  input: NewOperatorPayload,
): Promise<{ operator: OperatorView; token: string }> {
  try {
    return await auditedWrite(deps, actor, async (tx) => {
      const [row] = await tx
        .insert(operators)
        .values({ email: input.email.toLowerCase(), name: input.name, role: input.role, createdAt: deps.clock.now() })
        .returning();
      if (!row) throw new Error('the new operator was not stored');
      const token = await issueSetupToken(tx, deps, row.id);
      const operator = view(row);
      return { action: 'operator.created', targetType: 'operator', targetId: row.id, before: null, after: operator, result: { operator, token } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw apiError('OPERATOR_EMAIL_TAKEN');
    throw error;
  }
}

/** A new setup link for the operator, which resets the account: password, factor and recovery codes gone, sessions ended. */
export async function reissueSetupLink(deps: OperatorDeps, actor: Actor, operatorId: string): Promise<string> {
  return auditedWrite(deps, actor, async (tx) => {
    const [before] = await tx.select().from(operators).where(eq(operators.id, operatorId)).for('update');
    if (!before) throw apiError('OPERATOR_NOT_FOUND');
    await tx
      .update(operators)
      .set({ passwordHash: null, totpSecret: null, totpLastStep: null, enrolledAt: null })
      .where(eq(operators.id, operatorId));
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
    await endOperatorSessions(tx, operatorId);
    const token = await issueSetupToken(tx, deps, operatorId);
    return {
      action: 'operator.setup_link_issued',
      targetType: 'operator',
      targetId: operatorId,
      before: { enrolled: before.enrolledAt !== null },
      after: { enrolled: false },
      result: token,
    };
  });
}

/** The live setup token's operator and TOTP secret; undefined for an unknown, spent or expired token. */
export async function findSetup(db: Database, cipher: TokenCipher, token: string, now: Date) {
  const [row] = await db
    .select({ operatorId: operators.id, email: operators.email, name: operators.name, sealed: operatorSetupTokens.totpSecret })
    .from(operatorSetupTokens)
    .innerJoin(operators, eq(operators.id, operatorSetupTokens.operatorId))
    .where(
      and(
        eq(operatorSetupTokens.tokenHash, hashSecretToken(token)),
        isNull(operatorSetupTokens.usedAt),
        gt(operatorSetupTokens.expiresAt, now),
        isNull(operators.disabledAt),
      ),
    );
  const secret = row && cipher.open(row.sealed);
  if (!row || !secret) return undefined;
  return { operatorId: row.operatorId, email: row.email, name: row.name, secret, otpauthUrl: totpUrl(secret, row.email) };
}

// Recovery codes: 16 characters of an alphabet without look-alikes (80 bits), shown in groups of 4.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const newRecoveryCode = () =>
  Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')).join('-');
/** A recovery code as it is looked up: typed in any case, with or without its dashes and spaces. */
export const hashRecoveryCode = (code: string): string => hashSecretToken(code.toLowerCase().replace(/[\s-]/g, ''));

/**
 * Finishes a setup: the first code of the link's secret proves the app has it; then the password
 * and the factor are set, the link is spent, and 10 recovery codes are made (answered once).
 * 404 OPERATOR_SETUP_LINK_INVALID, 422 OPERATOR_SETUP_CODE_WRONG.
 */
export async function completeSetup(
  deps: OperatorDeps & { passwordHasher: PasswordHasher },
  input: { token: string; password: string; code: string; ip: string | null },
): Promise<string[]> {
  const now = deps.clock.now();
  const setup = await findSetup(deps.db, deps.totpCipher, input.token, now);
  if (!setup) throw apiError('OPERATOR_SETUP_LINK_INVALID');
  const step = await acceptedTotpStep(setup.secret, input.code, now, null);
  if (step === undefined) throw apiError('OPERATOR_SETUP_CODE_WRONG');
  const passwordHash = await deps.passwordHasher.hash(input.password);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return auditedWrite(deps, { operatorId: setup.operatorId, ip: input.ip }, async (tx) => {
    // Spent here, once: of two setups at the same time, one finds the token already used.
    const spent = await tx
      .update(operatorSetupTokens)
      .set({ usedAt: now })
      .where(and(eq(operatorSetupTokens.tokenHash, hashSecretToken(input.token)), isNull(operatorSetupTokens.usedAt)))
      .returning({ id: operatorSetupTokens.id });
    if (spent.length === 0) throw apiError('OPERATOR_SETUP_LINK_INVALID');
    await tx
      .update(operators)
      .set({ passwordHash, totpSecret: deps.totpCipher.seal(setup.secret), totpLastStep: step, enrolledAt: now })
      .where(eq(operators.id, setup.operatorId));
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, setup.operatorId));
    await tx.insert(operatorRecoveryCodes).values(codes.map((code) => ({ operatorId: setup.operatorId, codeHash: hashRecoveryCode(code) })));
    return {
      action: 'operator.enrolled',
      targetType: 'operator',
      targetId: setup.operatorId,
      before: { enrolled: false },
      after: { enrolled: true },
      result: codes,
    };
  });
}

/** Every operator, by name. */
export async function listOperators(db: Database) {
  const rows = await db.select().from(operators).orderBy(asc(operators.name), asc(operators.email));
  return rows.map((row) => ({
    ...view(row),
    enrolled: row.enrolledAt !== null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}

const isActiveAdmin = (row: { role: OperatorRole; disabledAt: Date | null }) => row.role === 'admin' && row.disabledAt === null;

/**
 * A new role, or disabled (their sessions end) or enabled again. Never leaves the platform
 * without an active admin: 409 LAST_ADMIN. The active admins are locked while this is decided,
 * so two admins demoting each other at once cannot both succeed.
 */
export async function changeOperator(deps: OperatorDeps, actor: Actor, operatorId: string, change: OperatorChangePayload): Promise<OperatorView> {
  return auditedWrite(deps, actor, async (tx) => {
    const admins = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt)))
      .for('update');
    const [before] = await tx.select().from(operators).where(eq(operators.id, operatorId)).for('update');
    if (!before) throw apiError('OPERATOR_NOT_FOUND');
    const role = change.role ?? before.role;
    const disabledAt = change.disabled === undefined ? before.disabledAt : change.disabled ? (before.disabledAt ?? deps.clock.now()) : null;
    const after = { role, disabledAt };
    if (isActiveAdmin(before) && !isActiveAdmin(after) && admins.filter((admin) => admin.id !== operatorId).length === 0) {
      throw apiError('LAST_ADMIN');
    }
    const [row] = await tx.update(operators).set(after).where(eq(operators.id, operatorId)).returning();
    if (!row) throw apiError('OPERATOR_NOT_FOUND');
    if (disabledAt) await endOperatorSessions(tx, operatorId);
    return {
      action: 'operator.changed',
      targetType: 'operator',
      targetId: operatorId,
      before: { role: before.role, disabled: before.disabledAt !== null },
      after: { role: row.role, disabled: row.disabledAt !== null },
      result: view(row),
    };
  });
}
