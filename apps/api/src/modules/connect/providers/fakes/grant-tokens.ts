import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../../lib/clock.ts';

/**
 * What a demo code or token says, signed (`demo.<payload>.<signature>`): the fakes keep no table
 * of grants, so a demo consent given before a restart, or on another process, still works.
 */
export interface GrantClaims {
  /** Kind: 'code' or one of the provider's token kinds. */
  k: string;
  /** The scenario chosen on the consent page. */
  s: string;
  /** The seed the demo profiles are derived from. */
  r: string;
  /** The grant: one consent, shared by its code and every token made from it (revocation). */
  g: string;
  /** Expiry, in epoch seconds. */
  x: number;
  /** The granted scopes, as a bit set over the provider's list. */
  p: number;
  /** For a code: a hash of the redirect_uri it was issued for. */
  u?: string;
}

export type GrantCheck = { ok: true; claims: GrantClaims } | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };

/** How long a code lives, as both providers document it. */
export const CODE_TTL_SECONDS = 600;
const PRUNE_EVERY_MS = 60_000;

export type GrantTokens = ReturnType<typeof createGrantTokens>;

/**
 * Signs and checks the demo codes and tokens. Two things need memory and are kept per process:
 * the codes already used (codes are single-use) and the revoked grants.
 */
export function createGrantTokens(options: { secret: string; purpose: string; clock: Clock }) {
  // One key per fake: a Meta token is never a TikTok one.
  const key = createHmac('sha256', options.secret).update(`fake-provider:${options.purpose}`).digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();
  const usedCodes = new Map<string, number>();
  const revoked = new Set<string>();
  let prunedAt = 0;
  const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000);

  const decode = (token: string | undefined): GrantClaims | undefined => {
    const [scheme, payload, signature, extra] = token?.split('.') ?? [];
    if (scheme !== 'demo' || !payload || !signature || extra !== undefined) return undefined;
    const expected = sign(payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as GrantClaims;
      return typeof claims.k === 'string' && typeof claims.g === 'string' && typeof claims.x === 'number' ? claims : undefined;
    } catch {
      return undefined;
    }
  };

  /** The claims of a token of one of `kinds`, when it is genuine, current and not revoked. */
  function read(token: string | undefined, kinds: readonly string[], options: { ignoreExpiry?: boolean } = {}): GrantCheck {
    const claims = decode(token);
    if (!claims || !kinds.includes(claims.k)) return { ok: false, reason: 'invalid' };
    if (revoked.has(claims.g)) return { ok: false, reason: 'revoked' };
    if (!options.ignoreExpiry && claims.x <= nowSeconds()) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }

  return {
    /** A new grant id: one per consent. */
    newGrant: () => randomBytes(9).toString('base64url'),
    /** Seconds since the epoch, `ttl` from now. */
    expiresIn: (ttlSeconds: number) => nowSeconds() + ttlSeconds,
    issue(claims: GrantClaims): string {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `demo.${payload}.${sign(payload).toString('base64url')}`;
    },
    read,
    /** Marks a code used; false when it already was. */
    consume(claims: GrantClaims): boolean {
      const now = options.clock.now().getTime();
      if (now - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = now;
        for (const [grant, expiresAt] of usedCodes) if (expiresAt <= now) usedCodes.delete(grant);
      }
      if (usedCodes.has(claims.g)) return false;
      usedCodes.set(claims.g, claims.x * 1000);
      return true;
    },
    revoke(grant: string) {
      revoked.add(grant);
    },
    /** Revokes the grant of a token of one of `kinds`, expired or not (every token of that consent); false when it is not one. */
    revokeToken(token: string | undefined, kinds: readonly string[]): boolean {
      const check = read(token, kinds, { ignoreExpiry: true });
      if (check.ok) revoked.add(check.claims.g);
      return check.ok;
    },
  };
}

/** A short hash of a redirect_uri, carried by a code so that the exchange can compare it. */
export const redirectHash = (uri: string): string => createHash('sha256').update(uri).digest('base64url').slice(0, 22);

/** A bit set of the scopes among `known`; undefined when one is unknown. */
export function scopeBits(scopes: readonly string[], known: readonly string[]): number | undefined {
  let bits = 0;
  for (const scope of scopes) {
    const index = known.indexOf(scope);
    if (index < 0) return undefined;
    bits |= 1 << index;
  }
  return bits;
}

export const hasScope = (bits: number, scope: string, known: readonly string[]): boolean => {
  const index = known.indexOf(scope);
  return index >= 0 && (bits & (1 << index)) !== 0;
};
