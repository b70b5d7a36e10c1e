import { createHmac, hkdfSync, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { MINUTE_MS } from '@ma/domain';
import type { Clock } from '../lib/clock.ts';
import { createHs256Tokens, type Hs256Tokens } from './hs256.ts';

/**
 * Proofs of re-authentication and the challenges of mailed codes
 * (docs/decisions/025-re-authentication.md). Each is signed with a key of its own derived from
 * the JWT secret, never the sessions' key: a session token is no proof and a proof is no
 * session, whatever their claims say, since neither signature checks under the other's key.
 */
export const PROOF_TTL_MS = 10 * MINUTE_MS;
export const CODE_TTL_MS = 10 * MINUTE_MS;

const PROOF_TYPE = 'reauth+jwt';
const CHALLENGE_TYPE = 'reauth-code+jwt';

/** Who a proof or a challenge is for: the account, at its current token version. */
export interface ReauthSubject {
  userId: string;
  tokenVersion: number;
}

export interface ReauthChallenge {
  /** Sent to the client, which sends it back with the code. */
  token: string;
  /** The six digits mailed; never sent to the client. */
  code: string;
  /** Its id: the key of its attempts and of its single use. */
  id: string;
}

export interface ReauthTokens {
  proof(subject: ReauthSubject): Promise<string>;
  /** Whether `token` is a genuine, unexpired proof for exactly this account and token version. */
  verifyProof(token: string, subject: ReauthSubject): Promise<boolean>;
  challenge(subject: ReauthSubject): Promise<ReauthChallenge>;
  /** The challenge's id when genuine, unexpired and for this account; 'expired' or 'invalid' otherwise. */
  openChallenge(token: string, subject: ReauthSubject): Promise<{ id: string; codeMatches: (code: string) => boolean } | 'expired' | 'invalid'>;
}

const derive = (secret: string, purpose: string) => new Uint8Array(hkdfSync('sha256', secret, 'mais-alcance', `reauth ${purpose} v1`, 32));

export function createReauthTokens(options: { secret: string; clock: Clock }): ReauthTokens {
  const proofs = createHs256Tokens({ key: derive(options.secret, 'proof'), typ: PROOF_TYPE, clock: options.clock });
  const challenges = createHs256Tokens({ key: derive(options.secret, 'challenge'), typ: CHALLENGE_TYPE, clock: options.clock });
  const codeKey = derive(options.secret, 'code');
  // The code is kept in the challenge only as a keyed MAC: the client cannot read it back.
  const codeMac = (id: string, code: string) => createHmac('sha256', codeKey).update(`${id}:${code}`).digest('base64url');

  const sign = (tokens: Hs256Tokens, claims: Record<string, unknown>, subject: ReauthSubject, ttlMs: number) =>
    tokens.sign({ ...claims, sub: subject.userId, token_version: subject.tokenVersion }, ttlMs / 1000);

  const verify = (tokens: Hs256Tokens, token: string, subject: ReauthSubject) => {
    const payload = tokens.verify(token);
    if (typeof payload !== 'object') return payload;
    return payload['sub'] === subject.userId && payload['token_version'] === subject.tokenVersion ? payload : 'invalid';
  };

  return {
    proof: async (subject) => sign(proofs, { purpose: 'reauth' }, subject, PROOF_TTL_MS),
    async verifyProof(token, subject) {
      const payload = verify(proofs, token, subject);
      return typeof payload === 'object' && payload['purpose'] === 'reauth';
    },
    async challenge(subject) {
      const id = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const token = sign(challenges, { purpose: 'reauth-code', jti: id, code: codeMac(id, code) }, subject, CODE_TTL_MS);
      return { token, code, id };
    },
    async openChallenge(token, subject) {
      const payload = verify(challenges, token, subject);
      if (typeof payload !== 'object') return payload;
      const { jti: id, code: mac } = payload;
      if (payload['purpose'] !== 'reauth-code' || typeof id !== 'string' || typeof mac !== 'string') return 'invalid';
      const expected = Buffer.from(mac);
      return {
        id,
        codeMatches: (code) => {
          const given = Buffer.from(codeMac(id, code));
          return given.length === expected.length && timingSafeEqual(given, expected);
        },
      };
    },
  };
}
