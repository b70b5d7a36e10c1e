import { DAY_MS } from '@ma/domain';
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
});
