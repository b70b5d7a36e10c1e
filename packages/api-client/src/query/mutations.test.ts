import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-client.ts';
import { signInMutationOptions } from './auth-mutations.ts';
import { dismissNpsMutationOptions, redeemCouponMutationOptions } from './mutations.ts';

/** A client whose server records each request and answers `answer` (no body when undefined). */
function recording(answer?: unknown) {
  const seen: { method: string; path: string; body: unknown }[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    fetch: async (input) => {
      const request = input as Request;
      const text = await request.text();
      seen.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
      return new Response(answer === undefined ? null : JSON.stringify(answer), {
        status: answer === undefined ? 204 : 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { api, seen };
}

describe('mutation options', () => {
  it('sign in through the call, which parses the answer', async () => {
    const { api, seen } = recording({ access_token: 'abc', level: 'gold' });
    await expect(signInMutationOptions(api).mutationFn({ email: 'ana@example.com', password: 'segredo' })).resolves.toEqual({
      accessToken: 'abc',
      level: 'gold',
    });
    expect(seen).toEqual([{ method: 'POST', path: '/v3/account/auth', body: { email: 'ana@example.com', password: 'segredo' } }]);
  });

  it('redeem a coupon and dismiss the survey with the calls of their resources', async () => {
    const coupon = recording({ reward_type: 'credits', reward_amount: 10 });
    await expect(redeemCouponMutationOptions(coupon.api).mutationFn({ code: 'BEMVINDO10' })).resolves.toEqual({
      rewardType: 'credits',
      rewardAmount: 10,
    });
    expect(coupon.seen).toEqual([{ method: 'POST', path: '/v3/promotional-codes/use', body: { code: 'BEMVINDO10' } }]);

    const survey = recording();
    await expect(dismissNpsMutationOptions(survey.api).mutationFn()).resolves.toBeUndefined();
    expect(survey.seen).toEqual([{ method: 'POST', path: '/v3/account/nps/dismiss', body: undefined }]);
  });
});
