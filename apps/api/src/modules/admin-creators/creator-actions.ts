import type { CreatorAccessPayload, CreditChangePayload, RevealPayload } from '@ma/api-client/admin';
import { and, eq, isNull } from 'drizzle-orm';
import { endAllSessions } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { creditLedger, users } from '../../db/schema.ts';
import { auditedWrite, type Actor } from '../../lib/audited-write.ts';
import { apiError } from '../../lib/errors.ts';
import { mailEmailVerification } from '../account/email-links.ts';
import { eraseAccount, releaseAccount, type DataServices } from '../account-data/account-data.service.ts';
import { findAffiliate } from '../affiliate/affiliate.repository.ts';
import { applyCreditChange, InsufficientCreditsError, readBalance } from '../credits/credit-ledger.ts';
import type { AppServices } from '../services.ts';
import { findCreator } from './creator-page.ts';

/** What the creators' writes use. */
export type CreatorActionServices = DataServices & Pick<AppServices, 'db' | 'clock' | 'mailer' | 'appOrigin' | 'background' | 'kits'>;

const TARGET = 'creator';

/** Mails the creator the link that proves her e-mail again (as at sign-up); 409 when confirmed or without one. */
export async function resendConfirmation(services: CreatorActionServices, actor: Actor, id: string): Promise<void> {
  const user = await auditedWrite(services, actor, async (tx) => {
    const user = await findCreator(tx, id);
    if (!user.email) throw apiError('CREATOR_WITHOUT_EMAIL');
    if (user.emailVerifiedAt) throw apiError('CREATOR_EMAIL_CONFIRMED');
    return { action: 'creator.confirmation_mail_sent', targetType: TARGET, targetId: id, before: null, after: null, result: user };
  });
  // Sent once the audit row is committed.
  if (user.email) mailEmailVerification(services, { id: user.id, name: user.name, email: user.email });
}

/** The ledger's reference of an operator's change: the request's Idempotency-Key. */
const referenceOf = (idempotencyKey: string) => `operator:${idempotencyKey}`;

async function movementOf(db: Database, userId: string, reference: string) {
  const [row] = await db
    .select({ id: creditLedger.id, amount: creditLedger.amount, reason: creditLedger.reason })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reference, reference)))
    .limit(1);
  return row;
}

/** The answer to a key already used: the same movement, or 409 when the key came with other data. */
async function repeated(db: Database, userId: string, reference: string, amount: number, reason: string) {
  const done = await movementOf(db, userId, reference);
  if (!done) return undefined;
  if (done.amount !== amount || done.reason !== reason) throw apiError('IDEMPOTENCY_KEY_REUSED');
  return { entryId: done.id, balance: await readBalance(db, userId) };
}

/**
 * Adds or removes credits through the ledger (as `cli credits:grant` does: a grant, or an
 * adjustment that never goes below zero), exactly once per Idempotency-Key: the key is the
 * ledger row's reference, unique per account, so a repeated request (a double click, a retry
 * after a lost answer) answers the first one's row and moves nothing.
 */
export async function changeCredits(services: CreatorActionServices, actor: Actor, id: string, change: CreditChangePayload, idempotencyKey: string) {
  const amount = change.direction === 'add' ? change.amount : -change.amount;
  const reference = referenceOf(idempotencyKey);
  const earlier = await repeated(services.db, id, reference, amount, change.reason);
  if (earlier) return earlier;
  try {
    return await auditedWrite(services, actor, async (tx) => {
      await findCreator(tx, id);
      const before = await readBalance(tx, id);
      const kind = amount > 0 ? 'grant' : 'adjustment';
      const applied = await applyCreditChange(tx, { userId: id, kind, amount, reason: change.reason, reference });
      return {
        action: amount > 0 ? 'creator.credits_granted' : 'creator.credits_removed',
        targetType: TARGET,
        targetId: id,
        before: { balance: before },
        after: { balance: applied.balance, amount, reason: change.reason },
        result: applied,
      };
    });
  } catch (error) {
    if (error instanceof InsufficientCreditsError) throw apiError('CREATOR_BALANCE_TOO_LOW', error.balance);
    // The same key at the same time: the other request's row won.
    if (isUniqueViolation(error, 'credit_ledger_reference_unique')) {
      const same = await repeated(services.db, id, reference, amount, change.reason);
      if (same) return same;
    }
    throw error;
  }
}

/**
 * Blocks the creator (her sessions end, she cannot sign in, her public kit answers 404) or
 * unblocks her. Setting the state it already has changes nothing and writes no audit row.
 */
export async function changeAccess(services: CreatorActionServices, actor: Actor, id: string, change: CreatorAccessPayload): Promise<void> {
  const user = await findCreator(services.db, id);
  if ((user.blockedAt !== null) === change.blocked) return;
  await auditedWrite(services, actor, async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ blockedAt: change.blocked ? services.clock.now() : null })
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!changed) throw apiError('CREATOR_NOT_FOUND');
    if (change.blocked) await endAllSessions(tx, id);
    return {
      action: change.blocked ? 'creator.blocked' : 'creator.unblocked',
      targetType: TARGET,
      targetId: id,
      before: { blocked: !change.blocked },
      after: { blocked: change.blocked, reason: change.reason },
      result: undefined,
    };
  });
  // The public page's copy kept for a database outage goes too.
  services.kits.forget(user.username);
}

/** One field of the affiliate registration in full: a read, recorded in the audit log with its reason. */
export async function revealAffiliateField(
  services: Pick<AppServices, 'db' | 'clock'>,
  actor: Actor,
  id: string,
  reveal: RevealPayload,
): Promise<string> {
  return auditedWrite(services, actor, async (tx) => {
    await findCreator(tx, id);
    const affiliate = await findAffiliate(tx, id);
    if (!affiliate) throw apiError('CREATOR_NOT_AFFILIATE');
    return {
      action: 'creator.affiliate_revealed',
      targetType: TARGET,
      targetId: id,
      before: null,
      after: { field: reveal.field, reason: reveal.reason },
      result: reveal.field === 'document' ? affiliate.document : affiliate.pixKey,
    };
  });
}

/**
 * Deletes the account on the creator's LGPD request, as she would from her own settings
 * (account-data's erasure, in the audit row's transaction; her files go once both are
 * committed). The row keeps no personal data of hers: the reason, and the id the emptied
 * account keeps.
 */
export async function deleteCreator(services: CreatorActionServices, actor: Actor, id: string, reason: string): Promise<void> {
  const erased = await auditedWrite(services, actor, async (tx) => {
    const user = await findCreator(tx, id);
    const result = await eraseAccount({ ...services, db: tx }, user);
    return { action: 'creator.deleted', targetType: TARGET, targetId: id, before: null, after: { deleted: true, reason }, result };
  });
  await releaseAccount(services, erased);
}
