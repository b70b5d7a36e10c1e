import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-client.ts';
import { airaKeys, ideaGenerationsInfiniteQueryOptions, ugcScriptQueryOptions, ugcScriptsQueryOptions } from './aira.ts';

describe('Aira query options', () => {
  it('keys everything under the aira root, so one invalidation refreshes it all', () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
    for (const options of [ideaGenerationsInfiniteQueryOptions(api), ugcScriptsQueryOptions(api), ugcScriptQueryOptions(api, 's1')]) {
      expect(options.queryKey.slice(0, 1)).toEqual(airaKeys.all);
    }
    expect(ugcScriptQueryOptions(api, 's1').queryKey).not.toEqual(ugcScriptQueryOptions(api, 's2').queryKey);
  });

  it('pages the history with the server’s cursor, starting without one', async () => {
    const urls: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async (input) => {
        urls.push((input as Request).url);
        return new Response(JSON.stringify({ items: [], next_cursor: null }), { headers: { 'content-type': 'application/json' } });
      },
    });
    const options = ideaGenerationsInfiniteQueryOptions(api);
    expect(options.initialPageParam).toBeNull();
    expect(options.getNextPageParam({ items: [], nextCursor: 'abc' })).toBe('abc');
    expect(options.getNextPageParam({ items: [], nextCursor: null })).toBeUndefined();
    await options.queryFn({ pageParam: null });
    await options.queryFn({ pageParam: 'abc' });
    expect(urls).toEqual(['http://api.test/v3/aira/ideas', 'http://api.test/v3/aira/ideas?cursor=abc']);
  });
});
