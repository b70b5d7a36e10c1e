import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-client.ts';
import { creditKeys, creditMovementsQueryOptions } from '../query/index.ts';
import { getCreditMovements, useCoupon } from './credits.ts';

let server: Server;
let baseUrl: string;
const seen: { url?: string; body?: unknown }[] = [];
const replies: Record<string, string> = {
  '/v3/credits/movements': JSON.stringify({
    items: [{ id: 'm1', kind: 'coupon', amount: 10, reason: 'Cupom BEMVINDO10', balance_after: 10, created_at: '2026-03-02T12:00:00.000Z' }],
  }),
  '/v3/promotional-codes/use': JSON.stringify({ reward_type: 'credits', reward_amount: 10 }),
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      seen.push({ url: request.url, body: raw ? JSON.parse(raw) : undefined });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(replies[new URL(request.url ?? '/', 'http://x').pathname] ?? '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('credits calls', () => {
  it('reads the movements in camelCase, with the limit when given', async () => {
    const api = createApiClient({ baseUrl });
    const result = await getCreditMovements(api);
    expect(seen.at(-1)?.url).toBe('/v3/credits/movements');
    expect(result.items).toEqual([
      { id: 'm1', kind: 'coupon', amount: 10, reason: 'Cupom BEMVINDO10', balanceAfter: 10, createdAt: '2026-03-02T12:00:00.000Z' },
    ]);
    await getCreditMovements(api, 5);
    expect(seen.at(-1)?.url).toBe('/v3/credits/movements?limit=5');
  });

  it('sends the coupon code and parses {rewardType, rewardAmount}', async () => {
    const result = await useCoupon(createApiClient({ baseUrl }), { code: 'BEMVINDO10' });
    expect(seen.at(-1)).toEqual({ url: '/v3/promotional-codes/use', body: { code: 'BEMVINDO10' } });
    expect(result).toEqual({ rewardType: 'credits', rewardAmount: 10 });
  });

  it('keeps the history under the credits root key, so invalidating it refreshes balance and history', () => {
    const options = creditMovementsQueryOptions(createApiClient({ baseUrl }));
    expect(options.queryKey).toEqual(['credits', 'movements']);
    expect(options.queryKey.slice(0, 1)).toEqual(creditKeys.all);
  });
});
