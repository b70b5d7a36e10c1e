import type { ApiClient } from '../client/create-client.ts';
import { couponResultSchema, creditBalanceSchema, creditMovementsSchema, type CouponPayload } from '../schemas/credits.ts';

export const getCreditBalance = (api: ApiClient) => api.request('get', '/v3/voice-cloning/credits/balance', { schema: creditBalanceSchema });

export const useCoupon = (api: ApiClient, payload: CouponPayload) =>
  api.request('post', '/v3/promotional-codes/use', { json: payload, schema: couponResultSchema });

/** The newest movements of the signed-in account's credits (50 unless `limit`, at most 100). */
export const getCreditMovements = (api: ApiClient, limit?: number) =>
  api.request('get', '/v3/credits/movements', {
    schema: creditMovementsSchema,
    ...(limit === undefined ? {} : { searchParams: { limit } }),
  });
