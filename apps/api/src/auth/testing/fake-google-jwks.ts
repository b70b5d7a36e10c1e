import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../lib/clock.ts';
import { createGoogleIdTokenVerifier } from '../google-id-token.ts';

export const TEST_GOOGLE_CLIENT_ID = '1234567890-teste.apps.googleusercontent.com';

/**
 * Google's side of sign-in, locally: a key pair published as a JWKS over node:http (the
 * shape of https://www.googleapis.com/oauth2/v3/certs) and ID tokens signed with it.
 */
export async function startFakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  const kid = 'chave-teste-1';
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  let requests = 0;
  let failing = false;
  const server = createServer((_request, response) => {
    requests += 1;
    if (failing) {
      response.writeHead(500).end('indisponível');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');

  return {
    jwksUrl: `http://127.0.0.1:${address.port}/oauth2/v3/certs`,
    /** How many times the JWKS was fetched (the verifier caches it). */
    get requests() {
      return requests;
    },
    /** Makes the JWKS endpoint answer 500 (Google unreachable). */
    fail() {
      failing = true;
    },
    /**
     * An ID token as Google Identity Services hands it to the page. `now` is the app's
     * clock; `claims` override the defaults; `signWith: 'stranger'` signs with a key that
     * is not published (a forged signature under the published key id).
     */
    async idToken(now: Date, claims: JWTPayload = {}, options: { signWith?: 'google' | 'stranger'; expiresInSeconds?: number } = {}) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({
        email_verified: true,
        name: 'Gabriela Lima',
        picture: 'https://lh3.googleusercontent.com/a/foto-teste',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : 'https://accounts.google.com')
        .setAudience(claims.aud ?? TEST_GOOGLE_CLIENT_ID)
        .setSubject(typeof claims.sub === 'string' ? claims.sub : '109876543210987654321')
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + (options.expiresInSeconds ?? 3600))
        .sign(options.signWith === 'stranger' ? stranger.privateKey : privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;

/**
 * A fake Google for a suite's tests (started before them, closed after): its ID tokens, and the
 * verifier the app takes, reading the time from the test's clock.
 */
export function useFakeGoogle() {
  let google: FakeGoogle | undefined;
  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  afterAll(async () => {
    await google?.close();
  });
  const started = () => {
    if (!google) throw new Error('the fake Google starts before the tests');
    return google;
  };
  return {
    /** How many times the JWKS was fetched. */
    get requests() {
      return started().requests;
    },
    idToken: (...args: Parameters<FakeGoogle['idToken']>) => started().idToken(...args),
    verifier: (clock: Clock) => createGoogleIdTokenVerifier({ clientId: TEST_GOOGLE_CLIENT_ID, jwksUrl: started().jwksUrl, clock }),
  };
}
