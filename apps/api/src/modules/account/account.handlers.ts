import {
  accountInfoSchema,
  authResponseSchema,
  credentialsPayloadSchema,
  loginCredentialsSchema,
  registerPayloadSchema,
  socialsResponseSchema,
} from '@ma/api-client/schemas';
import type { AppServices } from '../services.ts';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Level } from '@ma/domain';
import { startSession } from '../../auth/sessions.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { apiError, apiFieldError, tooManyAttempts } from '../../lib/errors.ts';
import type { AppRouteHandler, AuthedEnv } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { createUser, findUserByEmail, setCredentials as storeCredentials } from './account.repository.ts';
import { mailEmailVerification } from './email-links.ts';
import type { MeRoute, MySocialsRoute, RegisterRoute, SetCredentialsRoute, SignInRoute } from './account.routes.ts';
import { npsDue } from './nps.ts';
import { throttleRegistration } from './register-throttle.ts';
import { openSignInAttempt } from './sign-in-throttle.ts';
import { requireReauthProof } from '../../auth/reauth-gate.ts';
import { justMadeFromInstagram, reauthMethods } from '../../auth/reauth-methods.ts';

/** The services this module's handlers use (the app gives every request all of them). */
export type AccountNeeds = Pick<
  AppServices,
  | 'db'
  | 'clock'
  | 'rateLimiter'
  | 'passwordHasher'
  | 'tokens'
  | 'mailer'
  | 'appOrigin'
  | 'background'
  | 'google'
  | 'trustProxy'
  | 'demoMode'
  | 'logger'
  | 'reauth'
>;

export const register: AppRouteHandler<RegisterRoute, AccountNeeds> = async (c) => {
  const payload = fromWire(registerPayloadSchema, c.req.valid('json'));
  await throttleRegistration(c);
  const { db, passwordHasher, clock } = c.var.services;
  // Checked first so that a taken address does not cost a password hash.
  if (await findUserByEmail(db, payload.email)) throw apiError('ACCOUNT_ALREADY_EXISTS');
  const user = await createUser(db, {
    name: payload.name,
    email: payload.email,
    passwordHash: await passwordHasher.hash(payload.password),
    createdAt: clock.now(),
  });
  if (user === 'email-taken') throw apiError('ACCOUNT_ALREADY_EXISTS');
  // Signed in at once; the address is proven later, by the mailed link (Google sign-in needs it).
  if (user.email) mailEmailVerification(c.var.services, { id: user.id, name: user.name, email: user.email });
  const accessToken = await startSession(c, user);
  return c.json(toWire(authResponseSchema, { accessToken, level: user.level }), 201);
};

export const signIn: AppRouteHandler<SignInRoute, AccountNeeds> = async (c) => {
  const { email, password } = fromWire(loginCredentialsSchema, c.req.valid('json'));
  const { db, passwordHasher, clock, rateLimiter, trustProxy } = c.var.services;
  const gate = await openSignInAttempt(rateLimiter, { email, address: clientAddress(c, trustProxy) }, clock.now().getTime());
  if (!gate.allowed) throw tooManyAttempts('TOO_MANY_LOGIN_ATTEMPTS', gate.retryAfterMs);
  let signedIn: { accessToken: string; level: Level } | null;
  try {
    const user = await findUserByEmail(db, email);
    // Unknown accounts (and Google-only ones) cost the same time as a wrong password.
    const valid = user?.passwordHash
      ? await passwordHasher.verify(user.passwordHash, password)
      : await passwordHasher.verifyDummy(password).then(() => false);
    signedIn = user && valid ? { accessToken: await startSession(c, user), level: user.level } : null;
    if (signedIn) await gate.attempt.succeeded();
  } catch (error) {
    // A failure of ours is not a wrong guess: the attempt does not count.
    await gate.attempt.abandoned().catch(() => undefined);
    throw error;
  }
  // A wrong password stays counted against the pair and the address.
  if (!signedIn) throw apiError('INVALID_CREDENTIALS');
  return c.json(toWire(authResponseSchema, signedIn), 200);
};

export const me: RouteHandler<MeRoute, AuthedEnv<AccountNeeds>> = async (c) => {
  const user = c.var.user;
  const { clock, google } = c.var.services;
  const info = {
    user: {
      name: user.name,
      level: user.level,
      email: user.email,
      hasPassword: user.passwordHash !== null,
      reauthMethods: reauthMethods(user, { googleOffered: google !== undefined }),
    },
    profile: { picture: user.pictureUrl },
    socials: user.socials.map(({ network, username }) => ({ network, username })),
    view: { nps: npsDue({ createdAt: user.createdAt, lastAnsweredAt: user.lastNpsAnswerAt, lastDismissedAt: user.lastNpsDismissalAt }, clock.now()) },
  };
  return c.json(toWire(accountInfoSchema, info), 200);
};

export const mySocials: RouteHandler<MySocialsRoute, AuthedEnv<AccountNeeds>> = (c) => {
  const items = c.var.user.socials.map(({ network, username }) => ({ network, username }));
  return c.json(toWire(socialsResponseSchema, { items }), 200);
};

/** The e-mail and password of an account made from Instagram (or a Google-only one): once. */
export const setCredentials: RouteHandler<SetCredentialsRoute, AuthedEnv<AccountNeeds>> = async (c) => {
  const { email, password } = fromWire(credentialsPayloadSchema, c.req.valid('json'));
  const { db, passwordHasher } = c.var.services;
  const user = c.var.user;
  if (user.passwordHash !== null) throw apiError('PASSWORD_ALREADY_SET');
  if (user.email !== null && user.email !== email) throw apiFieldError('CREDENTIALS_EMAIL_MISMATCH', 'email');
  // A password is a new way in, so the person proves it is them first
  // (docs/decisions/025-re-authentication.md): an account made with Google with Google or a code,
  // one made from Instagram with a fresh consent of its Instagram (the sign-up's, in its first
  // minutes). Else a stolen session would set its own password and then confirm with it.
  if (!justMadeFromInstagram(user, c.var.services.clock.now())) await requireReauthProof(c);
  const stored = await storeCredentials(db, { userId: user.id, email, passwordHash: await passwordHasher.hash(password) });
  if (stored === 'email-taken') throw apiFieldError('ACCOUNT_ALREADY_EXISTS', 'email');
  if (stored === 'password-set') throw apiError('PASSWORD_ALREADY_SET');
  if (user.emailVerifiedAt === null) mailEmailVerification(c.var.services, { id: user.id, name: user.name, email: email.toLowerCase() });
  return c.body(null, 204);
};
