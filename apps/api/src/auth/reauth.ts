import { createHmac, hkdfSync, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { MINUTE_MS } from '@ma/domain';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../lib/clock.ts';

/**
 * Proofs of re-authentication and the challenges of mailed codes
 * (docs/decisions/025-re-authentication.md). Each is signed with a key of its own derived from
 * the JWT secret, never the sessions' key: a session token is no proof and a proof is no
 * session, whatever their claims say, since neither signature checks under the other's key.
 */
export const PROOF_TTL_MS = 10 * MINUTE_MS;
export const CODE_TTL_MS = 10 * MINUTE_MS;

const ALGORITHM = 'HS256';
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
  const proofKey = derive(options.secret, 'proof');
  const challengeKey = derive(options.secret, 'challenge');
  const codeKey = derive(options.secret, 'code');
  const seconds = () => Math.floor(options.clock.now().getTime() / 1000);
  // The code is kept in the challenge only as a keyed MAC: the client cannot read it back.
  const codeMac = (id: string, code: string) => createHmac('sha256', codeKey).update(`${id}:${code}`).digest('base64url');

  const sign = (claims: Record<string, unknown>, type: string, key: Uint8Array, subject: ReauthSubject, ttlMs: number) => {
    const issuedAt = seconds();
    return new SignJWT({ ...claims, token_version: subject.tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: type })
      .setSubject(subject.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlMs / 1000)
      .sign(key);
  };

  const verify = async (token: string, type: string, key: Uint8Array, subject: ReauthSubject) => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        typ: type,
        currentDate: options.clock.now(),
        subject: subject.userId,
      });
      return payload['token_version'] === subject.tokenVersion ? payload : 'invalid';
    } catch (error) {
      if (error instanceof errors.JWTExpired) return 'expired';
      if (error instanceof errors.JOSEError) return 'invalid';
      throw error;
    }
  };

  return {
    proof: (subject) => sign({ purpose: 'reauth' }, PROOF_TYPE, proofKey, subject, PROOF_TTL_MS),
    async verifyProof(token, subject) {
      const payload = await verify(token, PROOF_TYPE, proofKey, subject);
      return typeof payload === 'object' && payload['purpose'] === 'reauth';
    },
    async challenge(subject) {
      const id = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const token = await sign({ purpose: 'reauth-code', jti: id, code: codeMac(id, code) }, CHALLENGE_TYPE, challengeKey, subject, CODE_TTL_MS);
      return { token, code, id };
    },
    async openChallenge(token, subject) {
      const payload = await verify(token, CHALLENGE_TYPE, challengeKey, subject);
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
