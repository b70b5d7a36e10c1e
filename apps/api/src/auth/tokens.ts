import { ACCESS_TOKEN_TTL_SECONDS } from '@ma/domain';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../lib/clock.ts';
import { isUuid } from '../lib/ids.ts';

const ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  userId: string;
  tokenVersion: number;
  /** The server-side session the token belongs to (`sid`, auth/sessions.ts): it works while that session lasts. */
  sessionId: string;
}

export interface TokenService {
  sign(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a genuine, unexpired token; undefined for anything else. */
  verify(token: string): Promise<AccessTokenClaims | undefined>;
}

export function createTokenService(options: { secret: string; clock: Clock }): TokenService {
  // Imported once: jose would otherwise import the raw secret again on every verification.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(options.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000);

  return {
    sign: async ({ userId, tokenVersion, sessionId }) => {
      const issuedAt = nowSeconds();
      return (
        new SignJWT({ token_version: tokenVersion, sid: sessionId })
          .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
          .setSubject(userId)
          .setIssuedAt(issuedAt)
          // As long as the session cookie (docs/product/accounts-and-levels.md).
          .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
          .sign(await key)
      );
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          currentDate: options.clock.now(),
          // A token without a session (issued before sessions existed) cannot be ended: refused.
          requiredClaims: ['sub', 'exp', 'token_version', 'sid'],
        });
        const version = payload['token_version'];
        const sessionId = payload['sid'];
        if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) return undefined;
        if (typeof sessionId !== 'string' || !isUuid(sessionId)) return undefined;
        if (typeof version !== 'number' || !Number.isInteger(version) || typeof payload.exp !== 'number') return undefined;
        return { userId: payload.sub, tokenVersion: version, sessionId };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
