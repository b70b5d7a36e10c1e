import { DAY_MS } from '@ma/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { emailChanges, users, type EmailLinkPurpose } from '../../db/schema.ts';
import { apiError, apiFieldError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import type { AppServices } from '../services.ts';
import { verifyEmailEmail } from './account-emails.ts';

/**
 * The links that prove an address (table `email_changes`, docs/product/account-data.md "E-mail"):
 * 'change' moves the account to a new address when opened; 'verify' proves the address the
 * account has (mailed at sign-up). Both: the token stored only as its hash, once, 24 hours.
 */

/** How long an e-mail link works. */
export const EMAIL_LINK_TTL_MS = DAY_MS;

/** The page each link opens; its parameter is never `token`, which is the sign-in-by-URL parameter. */
const linkPages: Record<EmailLinkPurpose, { path: string; parameter: string }> = {
  change: { path: '/account/confirm-email', parameter: 'email_token' },
  verify: { path: '/account/verify-email', parameter: 'verify_token' },
};

export function emailLinkUrl(appOrigin: string, purpose: EmailLinkPurpose, token: string): string {
  const page = linkPages[purpose];
  const url = new URL(page.path, appOrigin);
  url.searchParams.set(page.parameter, token);
  return url.toString();
}

interface LinkServices {
  db: Database;
  clock: Clock;
}

/** Records a link and answers its token; the account's earlier pending links of the same purpose stop working. */
export async function createEmailLink(
  { db, clock }: LinkServices,
  input: { userId: string; email: string; purpose: EmailLinkPurpose },
): Promise<string> {
  const now = clock.now();
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.userId, input.userId), eq(emailChanges.purpose, input.purpose), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values({
      userId: input.userId,
      newEmail: input.email,
      purpose: input.purpose,
      tokenHash: hashSecretToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS),
    });
  });
  return token;
}

export interface OpenedEmailLink {
  userId: string;
  name: string;
  /** The address the link proved, now the account's. */
  email: string;
  /** The account's address before ('verify': the same one). */
  previousEmail: string | null;
}

/**
 * Opens a link: once, before it expires, for its own purpose only. The address it names is then
 * proven. A change moves the account there, unless another account took the address meanwhile
 * (409, nothing changes), and voids the verification link of the old address. A verification
 * proves the address only while the account still has it.
 */
export async function openEmailLink(
  { db, clock }: LinkServices,
  token: string,
  purpose: EmailLinkPurpose,
  { owner }: { owner?: string } = {},
): Promise<OpenedEmailLink> {
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const [link] = await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChanges.tokenHash, hashSecretToken(token)),
            eq(emailChanges.purpose, purpose),
            owner === undefined ? undefined : eq(emailChanges.userId, owner),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, now),
          ),
        )
        .returning({ userId: emailChanges.userId, email: emailChanges.newEmail });
      if (!link) throw apiError('TOKEN_INVALID');
      const [before] = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, link.userId), isNull(users.deletedAt)))
        .for('update');
      if (!before || (purpose === 'verify' && before.email !== link.email)) throw apiError('TOKEN_INVALID');
      const [after] = await tx
        .update(users)
        .set({ email: link.email, emailVerifiedAt: now })
        .where(eq(users.id, link.userId))
        .returning({ name: users.name });
      if (!after) throw apiError('TOKEN_INVALID');
      // The old address's pending proof would move the account back to it.
      if (purpose === 'change') await voidPendingEmailLinks(tx, link.userId, now);
      return { userId: link.userId, name: after.name, email: link.email, previousEmail: before.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw apiFieldError('ACCOUNT_ALREADY_EXISTS', 'email');
    throw error;
  }
}

/**
 * Voids the account's pending links of `purpose`, or all of them. A password change or reset
 * voids the changes of address, so that a link an intruder asked for dies with the owner's
 * recovery; a verification link stays, since it proves only the address the account has.
 */
export async function voidPendingEmailLinks(tx: Database, userId: string, now: Date, purpose?: EmailLinkPurpose): Promise<void> {
  await tx
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), purpose && eq(emailChanges.purpose, purpose)));
}

/**
 * Mails the link that proves the account's address (sign-up, or an e-mail added to an account
 * made from Instagram). Made and sent off the request path: the account works meanwhile.
 */
export function mailEmailVerification(
  services: Pick<AppServices, 'db' | 'clock' | 'mailer' | 'appOrigin' | 'background'>,
  user: { id: string; name: string; email: string },
): void {
  const { mailer, appOrigin, background } = services;
  background.run('e-mail verification', async () => {
    const token = await createEmailLink(services, { userId: user.id, email: user.email, purpose: 'verify' });
    await mailer.send(verifyEmailEmail({ to: user.email, name: user.name, link: emailLinkUrl(appOrigin, 'verify', token) }));
  });
}
