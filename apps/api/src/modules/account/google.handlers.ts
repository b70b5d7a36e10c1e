import { and, eq, isNull } from 'drizzle-orm';
import { authResponseSchema, googleCredentialSchema } from '@ma/api-client/schemas';
import type { AccountNeeds } from './account.handlers.ts';
import type { GoogleIdentity } from '../../auth/google-id-token.ts';
import type { Database } from '../../db/database.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { startSession } from '../../auth/sessions.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { apiError, tooManyAttempts } from '../../lib/errors.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { createUser, findUserByEmail } from './account.repository.ts';
import type { SignInWithGoogleRoute } from './google.routes.ts';
import { mailResetLink } from './password-reset.ts';

const NAME_MAX_LENGTH = 80;

export const signInWithGoogle: AppRouteHandler<SignInWithGoogleRoute, AccountNeeds> = async (c) => {
  const { credential } = fromWire(googleCredentialSchema, c.req.valid('json'));
  const { services } = c.var;
  const { db, google, clock } = services;
  if (!google) throw apiError('GOOGLE_UNAVAILABLE');
  const verification = await google.verify(credential);
  if (!verification.ok) {
    if (verification.reason === 'keys-unavailable') throw apiError('GOOGLE_KEYS_UNAVAILABLE');
    throw apiError(verification.reason === 'unverified-email' ? 'GOOGLE_UNVERIFIED_EMAIL' : 'GOOGLE_INVALID');
  }
  const { identity } = verification;
  const now = clock.now();
  const known = await findUserByEmail(db, identity.email);
  const { user, created } = known ? { user: known, created: false } : await createGoogleUser(db, identity, now);
  const signIn = async (status: 200 | 201) => {
    const accessToken = await startSession(c, user);
    return c.json(toWire(authResponseSchema, { accessToken, level: user.level }), status);
  };
  if (created) return signIn(201);
  if (user.emailVerifiedAt === null && user.passwordHash !== null) {
    // Whoever registered this address with a password never proved they hold it: joining would
    // hand the Google user an account a stranger may open (pre-hijack). The person at Google holds
    // the mailbox: a reset link proves it, and the reset ends every other session.
    const gate = await mailResetLink(services, { email: identity.email, address: clientAddress(c, services.trustProxy) });
    if (!gate.allowed) throw tooManyAttempts('TOO_MANY_RECOVERY_REQUESTS', gate.retryAfterMs);
    throw apiError('GOOGLE_ACCOUNT_UNVERIFIED');
  }
  // Proven, or without a password (so that only Google opens it): the account is this person's,
  // and Google's word proves its address from now on.
  if (user.emailVerifiedAt === null) {
    await db
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
  }
  return signIn(200);
};

/**
 * A new account for a verified Google e-mail: its address is proven, and it has no password.
 * Signed up at the same moment by another request: that account, for the caller to check.
 */
async function createGoogleUser(db: Database, identity: GoogleIdentity, now: Date): Promise<{ user: UserRow; created: boolean }> {
  const name = (identity.name ?? identity.email.split('@')[0] ?? 'Criador').slice(0, NAME_MAX_LENGTH);
  const created = await createUser(db, {
    name,
    email: identity.email,
    // No password: the account signs in with Google until one is set through "Esqueci minha senha".
    passwordHash: null,
    emailVerifiedAt: now,
    pictureUrl: identity.picture ?? null,
    createdAt: now,
  });
  if (created !== 'email-taken') return { user: created, created: true };
  const raced = await findUserByEmail(db, identity.email);
  if (!raced) throw new Error('account vanished after an e-mail conflict');
  return { user: raced, created: false };
}
