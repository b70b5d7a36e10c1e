import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-client.ts';
import {
  accountInfoQueryOptions,
  creditBalanceQueryOptions,
  citiesQueryOptions,
  creditKeys,
  datasetKeys,
  mediaKitKeys,
  proposalKeys,
  proposalsInfiniteQueryOptions,
  queryDefaults,
  statesQueryOptions,
} from './index.ts';

const api = createApiClient({ baseUrl: 'http://127.0.0.1:1' });

describe('query options', () => {
  it('defaults to no retries, no refetch on focus and an answer fresh for 2 seconds (docs/architecture.md)', () => {
    expect(queryDefaults).toEqual({ retry: false, refetchOnWindowFocus: false, staleTime: 2_000 });
    expect(accountInfoQueryOptions(api)).not.toHaveProperty('staleTime');
  });

  it('caches the credit balance for 1 minute and refetches it on focus', () => {
    const options = creditBalanceQueryOptions(api);
    expect(options.staleTime).toBe(60_000);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.queryKey).toEqual(creditKeys.balance());
    expect(options.queryKey.slice(0, 1)).toEqual(creditKeys.all);
  });

  it("keys the IBGE lists under their own root, a state's cities under the states, apart from the kit", () => {
    expect(statesQueryOptions(api).queryKey).toEqual(datasetKeys.states());
    expect(citiesQueryOptions(api, 'SP').queryKey).toEqual(datasetKeys.cities('SP'));
    expect(datasetKeys.cities('SP').slice(0, 2)).toEqual(datasetKeys.states());
    expect(datasetKeys.states()[0]).not.toEqual(mediaKitKeys.all[0]);
  });
});

describe('proposalsInfiniteQueryOptions', () => {
  const page = (number: number, hasMore: boolean) => ({ items: [], page: number, pageSize: 12, total: 30, hasMore });

  it('keys each filter set under the proposals root, so one invalidation refreshes every list', () => {
    const options = proposalsInfiniteQueryOptions(api, { q: 'verão', sort: 'highest_value' });
    expect(options.queryKey.slice(0, 1)).toEqual(proposalKeys.all);
    expect(options.queryKey).toEqual(proposalKeys.infinite({ q: 'verão', sort: 'highest_value' }));
    expect(options.queryKey).not.toEqual(proposalKeys.infinite({ q: 'verão' }));
  });

  it('starts at page 1 and asks for the next page only while the server has more', () => {
    const options = proposalsInfiniteQueryOptions(api);
    expect(options.initialPageParam).toBe(1);
    expect(options.getNextPageParam(page(2, true))).toBe(3);
    expect(options.getNextPageParam(page(3, false))).toBeUndefined();
  });

  it('sends the filters with the page number on the wire', async () => {
    const bodies: unknown[] = [];
    const recording = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async (input) => {
        bodies.push(await (input as Request).json());
        return new Response(JSON.stringify({ items: [], page: 2, page_size: 12, total: 0, has_more: false }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const options = proposalsInfiniteQueryOptions(recording, { categories: ['Beleza'], onlyEligible: true });
    await expect(options.queryFn({ pageParam: 2 })).resolves.toMatchObject({ page: 2, hasMore: false });
    expect(bodies).toEqual([{ categories: ['Beleza'], only_eligible: true, page: 2 }]);
  });
});
