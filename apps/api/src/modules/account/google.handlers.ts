import { authResponseSchema, googleCredentialSchema } from '@ma/api-client/schemas';
import type { GoogleIdentity } from '../../auth/google-id-token.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { createUser, findUserByEmail } from './account.repository.ts';
import type { SignInWithGoogleRoute } from './google.routes.ts';

const NAME_MAX_LENGTH = 80;

export const signInWithGoogle: AppRouteHandler<SignInWithGoogleRoute> = async (c) => {
  const { credential } = fromWire(googleCredentialSchema, c.req.valid('json'));
  const { db, google, tokens, clock } = c.var.services;
  if (!google) throw apiError('GOOGLE_UNAVAILABLE');
  const verification = await google.verify(credential);
  if (!verification.ok) {
    if (verification.reason === 'keys-unavailable') throw apiError('GOOGLE_KEYS_UNAVAILABLE');
    throw apiError(verification.reason === 'unverified-email' ? 'GOOGLE_UNVERIFIED_EMAIL' : 'GOOGLE_INVALID');
  }
  const { user, created } = await findOrCreateGoogleUser(db, verification.identity, clock.now());
  const accessToken = await tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  return c.json(toWire(authResponseSchema, { accessToken, level: user.level }), created ? 201 : 200);
};

/**
 * The account of a verified Google e-mail: Google vouches that the person owns the address,
 * which is what a password account proves too, so an existing account is the same person.
 */
async function findOrCreateGoogleUser(db: Database, identity: GoogleIdentity, now: Date): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByEmail(db, identity.email);
  if (existing) return { user: existing, created: false };
  const name = (identity.name ?? identity.email.split('@')[0] ?? 'Criador').slice(0, NAME_MAX_LENGTH);
  const created = await createUser(db, {
    name,
    email: identity.email,
    // No password: the account signs in with Google until one is set through "Esqueci minha senha".
    passwordHash: null,
    pictureUrl: identity.picture ?? null,
    createdAt: now,
  });
  if (created !== 'email-taken') return { user: created, created: true };
  // Signed up at the same moment by another request: that account is this person's.
  const raced = await findUserByEmail(db, identity.email);
  if (!raced) throw new Error('account vanished after an e-mail conflict');
  return { user: raced, created: false };
}
