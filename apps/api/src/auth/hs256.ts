import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { Clock } from '../lib/clock.ts';

/**
 * Our own HS256 tokens (the session's, the re-authentication proofs and challenges), with
 * fast-jwt: it signs and verifies with node:crypto, about 10 µs of CPU a verification where
 * jose's WebCrypto path takes about 100 µs on Node 20, and a signed-in request verifies one.
 * Google's ID tokens stay with jose (auth/google-id-token.ts, JWKS).
 *
 * fast-jwt reads its time from `Date.now()`; ours is the injected clock, so `iat` and `exp` are
 * written and checked here against it (a token is refused from its `exp` second on, as jose did).
 */
export interface Hs256Tokens {
  sign(claims: { sub: string } & Record<string, unknown>, ttlSeconds: number): string;
  /** The payload of a genuine, unexpired token of this type and key; 'expired' or 'invalid' otherwise. */
  verify(token: string): Record<string, unknown> | 'expired' | 'invalid';
}

export function createHs256Tokens(options: { key: string | Uint8Array; typ: string; clock: Clock }): Hs256Tokens {
  const key = typeof options.key === 'string' ? options.key : Buffer.from(options.key);
  const signer = createSigner({ key, algorithm: 'HS256', header: { alg: 'HS256', typ: options.typ } });
  const verifier = createVerifier({ key, algorithms: ['HS256'], checkTyp: options.typ, ignoreExpiration: true, requiredClaims: ['sub', 'exp'] });
  const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000);

  return {
    sign(claims, ttlSeconds) {
      const issuedAt = nowSeconds();
      return signer({ ...claims, iat: issuedAt, exp: issuedAt + ttlSeconds });
    },
    verify(token) {
      let payload: Record<string, unknown>;
      try {
        payload = verifier(token);
      } catch (error) {
        if (error instanceof TokenError) return 'invalid';
        throw error;
      }
      if (typeof payload['exp'] !== 'number' || typeof payload['sub'] !== 'string') return 'invalid';
      if (payload['exp'] <= nowSeconds()) return 'expired';
      return payload;
    },
  };
}
