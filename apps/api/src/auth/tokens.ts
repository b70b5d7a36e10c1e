import { ACCESS_TOKEN_TTL_SECONDS } from '@ma/domain';
import type { Clock } from '../lib/clock.ts';
import { isUuid } from '../lib/ids.ts';
import { createHs256Tokens } from './hs256.ts';

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
  const tokens = createHs256Tokens({ key: options.secret, typ: 'JWT', clock: options.clock });

  return {
    // As long as the session cookie (docs/product/accounts-and-levels.md).
    sign: async ({ userId, tokenVersion, sessionId }) =>
      tokens.sign({ sub: userId, token_version: tokenVersion, sid: sessionId }, ACCESS_TOKEN_TTL_SECONDS),
    async verify(token) {
      const payload = tokens.verify(token);
      if (typeof payload !== 'object') return undefined;
      const { sub: userId, token_version: tokenVersion, sid: sessionId } = payload;
      if (typeof userId !== 'string' || !isUuid(userId)) return undefined;
      // A token without a session (issued before sessions existed) cannot be ended: refused.
      if (typeof sessionId !== 'string' || !isUuid(sessionId)) return undefined;
      if (typeof tokenVersion !== 'number' || !Number.isInteger(tokenVersion)) return undefined;
      return { userId, tokenVersion, sessionId };
    },
  };
}
