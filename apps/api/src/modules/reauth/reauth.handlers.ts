import type { RouteHandler } from '@hono/zod-openapi';
import { authorizeUrlSchema, reauthChallengeSchema, reauthPayloadSchema, reauthProofSchema } from '@ma/api-client/schemas';
import { maskPixKey, MINUTE_MS } from '@ma/domain';
import { decodeJwt } from 'jose';
import { clientAddress } from '../../lib/client-address.ts';
import { apiError, apiFieldError } from '../../lib/errors.ts';
import type { AuthedEnv } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { PROOF_TTL_MS, CODE_TTL_MS } from '../../auth/reauth.ts';
import { checkAccountPassword } from '../account/sign-in-throttle.ts';
import { takeSlots, takeSlotsOrRefuse } from '../../rate-limit/take-slots.ts';
import type { AppServices } from '../services.ts';
import { connectedInstagramId, consentedToInstagram, reauthAuthorizeUrl } from '../connect/instagram-reauth.ts';
import { reauthCodeEmail } from './reauth-email.ts';
import {
  CODE_ACCOUNT_RULE,
  CODE_ADDRESS_RULE,
  CODE_ATTEMPTS_RULE,
  CODE_USE_RULE,
  INSTAGRAM_ACCOUNT_RULE,
  INSTAGRAM_ADDRESS_RULE,
} from './reauth-limits.ts';
import { provenOnlyByInstagram } from '../../auth/reauth-methods.ts';
import type { ReauthenticateRoute, RequestReauthCodeRoute, StartInstagramReauthRoute } from './reauth.routes.ts';

export type ReauthNeeds = Pick<
  AppServices,
  'reauth' | 'google' | 'rateLimiter' | 'clock' | 'passwordHasher' | 'trustProxy' | 'mailer' | 'background' | 'db' | 'connect' | 'appOrigin'
>;

/** How old a Google credential may be to count as a fresh sign-in with Google. */
const GOOGLE_FRESH_MS = 5 * MINUTE_MS;

export const reauthenticate: RouteHandler<ReauthenticateRoute, AuthedEnv<ReauthNeeds>> = async (c) => {
  const payload = fromWire(reauthPayloadSchema, c.req.valid('json'));
  const { services } = c.var;
  const user = c.var.user;
  const subject = { userId: user.id, tokenVersion: user.tokenVersion };
  if ('password' in payload) {
    if (user.passwordHash === null) throw apiError('PASSWORD_NOT_SET');
    const account = { id: user.id, email: user.email, passwordHash: user.passwordHash };
    // Sign-in's limiter and counters: a session left open is no way to guess the password.
    if (!(await checkAccountPassword(services, account, { password: payload.password, address: clientAddress(c, services.trustProxy) })))
      throw apiFieldError('CURRENT_PASSWORD_WRONG', 'password');
  } else {
    // The ways of an account without a password; one with a password uses it.
    if (user.passwordHash !== null) throw apiError('PASSWORD_ALREADY_SET');
    if ('googleCredential' in payload) await checkGoogle(services, user, payload.googleCredential);
    else if ('instagramCode' in payload) await checkInstagram(services, user, payload);
    else await checkCode(services, subject, payload);
  }
  const proof = await services.reauth.proof(subject);
  return c.json(toWire(reauthProofSchema, { proof, expiresIn: PROOF_TTL_MS / 1000 }), 200);
};

/** A fresh credential of Google for the account's own, proven address: what Google sign-in checks, and that it is this account's. */
async function checkGoogle(services: ReauthNeeds, user: { email: string | null; emailVerifiedAt: Date | null }, credential: string) {
  const { google, clock } = services;
  if (!google) throw apiError('GOOGLE_UNAVAILABLE');
  const verification = await google.verify(credential);
  if (!verification.ok) throw apiError(verification.reason === 'keys-unavailable' ? 'GOOGLE_KEYS_UNAVAILABLE' : 'REAUTH_GOOGLE_INVALID');
  // Fresh: a credential kept from an earlier sign-in (they live an hour) is no new sign-in.
  const issuedAt = (decodeJwt(credential).iat ?? 0) * 1000;
  const fresh = clock.now().getTime() - issuedAt <= GOOGLE_FRESH_MS;
  if (!fresh || user.emailVerifiedAt === null || verification.identity.email !== user.email) throw apiError('REAUTH_GOOGLE_INVALID');
}

/** The Instagram the account is connected to, when a fresh consent of it is this account's way; else 409 REAUTH_UNAVAILABLE. */
async function instagramOfAccount(services: ReauthNeeds, user: { id: string; emailVerifiedAt: Date | null; passwordHash: string | null }) {
  if (user.passwordHash !== null) throw apiError('PASSWORD_ALREADY_SET');
  // An account with a proven address confirms with it: Instagram would let a stolen session connect its own.
  const instagramId = provenOnlyByInstagram(user) ? await connectedInstagramId(services, user.id) : undefined;
  if (instagramId === undefined) throw apiError('REAUTH_UNAVAILABLE');
  return instagramId;
}

/** Instagram's return: the state this session started, and a grant that reaches the account's own Instagram. */
async function checkInstagram(
  services: ReauthNeeds,
  user: { id: string; sessionId: string; emailVerifiedAt: Date | null; passwordHash: string | null },
  input: { instagramCode: string; instagramState: string },
) {
  const instagramId = await instagramOfAccount(services, user);
  const consent = { userId: user.id, sessionId: user.sessionId, code: input.instagramCode, state: input.instagramState, instagramId };
  if (!(await consentedToInstagram(services, consent))) throw apiError('REAUTH_INSTAGRAM_MISMATCH');
}

/** 'Confirmar com o Instagram': the consent page, for this account and session, within the limits. */
export const startInstagramReauth: RouteHandler<StartInstagramReauthRoute, AuthedEnv<ReauthNeeds>> = async (c) => {
  const { services } = c.var;
  const user = c.var.user;
  await instagramOfAccount(services, user);
  const counters = [
    { key: `reauth-instagram:account:${user.id}`, rule: INSTAGRAM_ACCOUNT_RULE },
    { key: `reauth-instagram:address:${clientAddress(c, services.trustProxy)}`, rule: INSTAGRAM_ADDRESS_RULE },
  ];
  await takeSlotsOrRefuse(services.rateLimiter, counters, services.clock.now().getTime(), 'TOO_MANY_REAUTH_INSTAGRAM');
  const authorizeUrl = await reauthAuthorizeUrl(services, { userId: user.id, sessionId: user.sessionId });
  return c.json(toWire(authorizeUrlSchema, { authorizeUrl }), 200);
};

/** The mailed code: its challenge genuine and this account's, within its attempts, right, and used once. */
async function checkCode(services: ReauthNeeds, subject: { userId: string; tokenVersion: number }, input: { challenge: string; code: string }) {
  const { reauth, rateLimiter, clock } = services;
  const challenge = await reauth.openChallenge(input.challenge, subject);
  if (challenge === 'invalid' || challenge === 'expired') throw apiFieldError('REAUTH_CODE_EXPIRED', 'code');
  const now = clock.now().getTime();
  const attempt = await takeSlots(rateLimiter, [{ key: `reauth-code:attempts:${challenge.id}`, rule: CODE_ATTEMPTS_RULE }], now);
  if (!attempt.allowed) throw apiFieldError('REAUTH_CODE_EXPIRED', 'code');
  if (!challenge.codeMatches(input.code)) throw apiFieldError('REAUTH_CODE_WRONG', 'code');
  const use = await takeSlots(rateLimiter, [{ key: `reauth-code:used:${challenge.id}`, rule: CODE_USE_RULE }], now);
  if (!use.allowed) throw apiFieldError('REAUTH_CODE_EXPIRED', 'code');
}

export const requestReauthCode: RouteHandler<RequestReauthCodeRoute, AuthedEnv<ReauthNeeds>> = async (c) => {
  const { services } = c.var;
  const user = c.var.user;
  if (user.passwordHash !== null) throw apiError('PASSWORD_ALREADY_SET');
  // Only an address the person proved holds: an unproven one may be anyone's.
  const email = user.email;
  if (email === null || user.emailVerifiedAt === null) throw apiError('REAUTH_UNAVAILABLE');
  const counters = [
    { key: `reauth-code:account:${user.id}`, rule: CODE_ACCOUNT_RULE },
    { key: `reauth-code:address:${clientAddress(c, services.trustProxy)}`, rule: CODE_ADDRESS_RULE },
  ];
  await takeSlotsOrRefuse(services.rateLimiter, counters, services.clock.now().getTime(), 'TOO_MANY_REAUTH_CODES');
  const challenge = await services.reauth.challenge({ userId: user.id, tokenVersion: user.tokenVersion });
  const mail = reauthCodeEmail({ to: email, name: user.name, code: challenge.code });
  services.background.run('re-authentication code', () => services.mailer.send(mail));
  const body = { challenge: challenge.token, email: maskPixKey('email', email), expiresIn: CODE_TTL_MS / 1000 };
  return c.json(toWire(reauthChallengeSchema, body), 202);
};
