import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { Clock } from '../lib/clock.ts';

/** Who a genuine Google ID token says is signing in. */
export interface GoogleIdentity {
  /** Google's stable account id (`sub`). */
  subject: string;
  email: string;
  name: string | undefined;
  picture: string | undefined;
}

export type GoogleVerification = { ok: true; identity: GoogleIdentity } | { ok: false; reason: 'invalid' | 'unverified-email' | 'keys-unavailable' };

export interface GoogleIdTokenVerifier {
  /** Our OAuth client id: the audience every token must be issued for. */
  readonly clientId: string;
  verify(credential: string): Promise<GoogleVerification>;
}

// Google issues ID tokens under either spelling (developers.google.com/identity/gsi/web/guides/verify-google-id-token).
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
/** Clock skew tolerated between Google and us. */
const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * Verifies Google Identity Services credentials for real: the RS256 signature against
 * Google's published keys (fetched from `jwksUrl`, cached by jose and fetched again only for
 * an unknown key id), the issuer, the audience (our client id), the expiry on the injected
 * clock, and a verified e-mail.
 */
export function createGoogleIdTokenVerifier(options: { clientId: string; jwksUrl: string; clock: Clock }): GoogleIdTokenVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 6 * 60 * 60 * 1000 });
  return {
    clientId: options.clientId,
    async verify(credential) {
      try {
        const { payload } = await jwtVerify(credential, keys, {
          algorithms: ['RS256'],
          issuer: GOOGLE_ISSUERS,
          audience: options.clientId,
          currentDate: options.clock.now(),
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'email', 'exp', 'iat'],
        });
        const { sub, email, name, picture } = payload;
        if (typeof sub !== 'string' || typeof email !== 'string') return { ok: false, reason: 'invalid' };
        // Only an address Google has verified proves the person owns it (and so the account).
        const verified = payload['email_verified'] === true || payload['email_verified'] === 'true';
        if (!verified) return { ok: false, reason: 'unverified-email' };
        return {
          ok: true,
          identity: {
            subject: sub,
            email: email.toLowerCase(),
            name: typeof name === 'string' && name.trim() ? name.trim() : undefined,
            picture: typeof picture === 'string' && picture.startsWith('https://') ? picture : undefined,
          },
        };
      } catch (error) {
        // Google's keys could not be read (unreachable, not 200, not JSON): our side, not the
        // person's credential. jose reports the last two with its generic code.
        const keysUnreadable = error instanceof errors.JOSEError && error.code === 'ERR_JOSE_GENERIC';
        if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || error instanceof TypeError || keysUnreadable) {
          return { ok: false, reason: 'keys-unavailable' };
        }
        if (error instanceof errors.JOSEError) return { ok: false, reason: 'invalid' };
        throw error;
      }
    },
  };
}
