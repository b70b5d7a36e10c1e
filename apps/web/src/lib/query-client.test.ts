import { dehydrate, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, startFromDrawnAnswers } from './query-client.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A page mounting on a query: an observer that subscribes, as useQuery does; once mounted, gives back its unmount. */
const mount = async (client: ReturnType<typeof createQueryClient>, queryFn: () => Promise<string>) => {
  const unmount = new QueryObserver(client, { queryKey: ['proposals'], queryFn }).subscribe(() => {});
  await vi.advanceTimersByTimeAsync(0);
  return unmount;
};

/** The answers the server drew a page from ('page 1' for the proposals), as the page carries them to the app. */
const drawnAnswers = async () => {
  const server = createQueryClient(() => {});
  await server.prefetchQuery({ queryKey: ['proposals'], queryFn: async () => 'page 1' });
  return JSON.parse(JSON.stringify(dehydrate(server)));
};

describe('the app query client', () => {
  it("does not ask again when a page mounts on what its route's loader has just fetched, but does later", async () => {
    const client = createQueryClient(() => {});
    const queryFn = vi.fn(async () => 'page 1');

    // The loader's prefetch answers before the page's code has arrived.
    await client.prefetchQuery({ queryKey: ['proposals'], queryFn });
    await vi.advanceTimersByTimeAsync(500);
    const unmount = await mount(client, queryFn);
    expect(queryFn).toHaveBeenCalledTimes(1);
    unmount();

    // Opened again later, the page reads the list anew.
    await vi.advanceTimersByTimeAsync(2_000);
    (await mount(client, queryFn))();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it("takes the answers a page was drawn from as answered when the app starts, whatever the server's clock said, and asks again later", async () => {
    const drawn = await drawnAnswers();
    // The scripts took 5 s to arrive on her phone, whose clock is a minute ahead of the server's.
    vi.setSystemTime(Date.now() + 5_000 + 60_000);

    const client = createQueryClient(() => {});
    const tookOver = startFromDrawnAnswers(client, drawn);
    const queryFn = vi.fn(async () => 'page 1, again');
    const unmount = await mount(client, queryFn);
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryData(['proposals'])).toBe('page 1');
    unmount();
    tookOver();

    await vi.advanceTimersByTimeAsync(2_000);
    (await mount(client, queryFn))();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('keeps the drawn answers fresh while the app takes the page over, however long that takes on a slow phone', async () => {
    const client = createQueryClient(() => {});
    const tookOver = startFromDrawnAnswers(client, await drawnAnswers());
    const queryFn = vi.fn(async () => 'page 1, again');

    // Her phone took 3 s from the app's start to its first render over the drawn page.
    await vi.advanceTimersByTimeAsync(3_000);
    const unmount = await mount(client, queryFn);
    expect(queryFn).not.toHaveBeenCalled();
    // Nor does a page that has mounted render again as they go stale.
    expect(new QueryObserver(client, { queryKey: ['proposals'], queryFn }).getCurrentResult().isStale).toBe(false);
    tookOver();
    unmount();

    // Taken over, the page opened again asks as usual.
    (await mount(client, queryFn))();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
