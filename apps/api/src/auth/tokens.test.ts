import { DAY_MS } from '@ma/domain';
import { createSigner } from 'fast-jwt';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../test/test-app.ts';
import { createTokenService } from './tokens.ts';

const secret = 'a-secret-that-is-long-enough-for-hs256-0123';
const SEVEN_DAYS = 7 * DAY_MS;

describe('createTokenService', () => {
  it('round-trips the user id and token version, for 7 days', async () => {
    const clock = createTestClock();
    const tokens = createTokenService({ secret, clock });
    const claims = { userId: randomUUID(), tokenVersion: 3, sessionId: randomUUID() };
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(SEVEN_DAYS - 1000);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(1000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token signed with another secret or altered in any character', async () => {
    const clock = createTestClock();
    const token = await createTokenService({ secret, clock }).sign({ userId: randomUUID(), tokenVersion: 0, sessionId: randomUUID() });
    const other = createTokenService({ secret: `${secret}-other`, clock });
    expect(await other.verify(token)).toBeUndefined();

    const tokens = createTokenService({ secret, clock });
    expect(await tokens.verify(token)).toBeDefined();
    const [header, payload, signature = ''] = token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeUndefined();
  });

  it('refuses a genuine signature over claims it lacks or mistypes', async () => {
    const clock = createTestClock();
    const tokens = createTokenService({ secret, clock });
    const now = Math.floor(clock.now().getTime() / 1000);
    const signed = (payload: Record<string, unknown>) => createSigner({ key: secret, algorithm: 'HS256', noTimestamp: true })(payload);
    const claims = { sub: randomUUID(), token_version: 1, sid: randomUUID(), iat: now, exp: now + 60 };
    expect(await tokens.verify(signed(claims))).toEqual({ userId: claims.sub, tokenVersion: 1, sessionId: claims.sid });

    for (const missing of ['sub', 'token_version', 'sid', 'exp'] as const) {
      const { [missing]: _left, ...rest } = claims;
      expect(await tokens.verify(signed(rest)), missing).toBeUndefined();
    }
    expect(await tokens.verify(signed({ ...claims, sub: 'not-a-uuid' }))).toBeUndefined();
    expect(await tokens.verify(signed({ ...claims, sid: 'not-a-uuid' }))).toBeUndefined();
    expect(await tokens.verify(signed({ ...claims, token_version: '1' }))).toBeUndefined();
    expect(await tokens.verify(signed({ ...claims, token_version: 1.5 }))).toBeUndefined();
    expect(await tokens.verify(signed({ ...claims, exp: now }))).toBeUndefined();
  });

  it('refuses alg "none" and another algorithm, even over the same claims', async () => {
    const clock = createTestClock();
    const tokens = createTokenService({ secret, clock });
    const token = await tokens.sign({ userId: randomUUID(), tokenVersion: 0, sessionId: randomUUID() });
    const [, payload] = token.split('.');
    const header = (alg: string) => Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
    expect(await tokens.verify(`${header('none')}.${payload}.`)).toBeUndefined();
    expect(await tokens.verify(`${header('none')}.${payload}`)).toBeUndefined();

    const decoded = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const hs512 = createSigner({ key: secret, algorithm: 'HS512', noTimestamp: true })(decoded);
    expect(await tokens.verify(hs512)).toBeUndefined();
    expect(await tokens.verify('')).toBeUndefined();
    expect(await tokens.verify('a.b.c')).toBeUndefined();
  });
});
