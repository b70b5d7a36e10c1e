import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { requireAffiliate, requireNotAffiliate } from './affiliate-guard.ts';
import { callsTo, fakeApi, profileFixture } from './affiliate-test-utils.tsx';

const contextFor = (affiliate: ReturnType<typeof profileFixture> | null) => {
  const { api, request } = fakeApi((_method, path) =>
    path === '/v3/affiliate/me' ? Promise.resolve({ affiliate }) : Promise.reject(new Error(path)),
  );
  return { context: { api, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) }, request };
};

/** Where a guard sends the creator, or null when it lets them in. */
async function destination(guard: typeof requireAffiliate, args: ReturnType<typeof contextFor>): Promise<string | null> {
  try {
    await guard(args);
    return null;
  } catch (error) {
    if (isRedirect(error)) return String(error.options.to);
    throw error;
  }
}

describe('the affiliate area’s guards', () => {
  it('sends a creator who has not registered to the registration, and lets them register', async () => {
    expect(await destination(requireAffiliate, contextFor(null))).toBe('/affiliate/register');
    expect(await destination(requireNotAffiliate, contextFor(null))).toBeNull();
  });

  it('lets a registered creator in, and sends them from the registration to editing', async () => {
    expect(await destination(requireAffiliate, contextFor(profileFixture()))).toBeNull();
    expect(await destination(requireNotAffiliate, contextFor(profileFixture()))).toBe('/affiliate/edit');
  });

  it('reads the registration once for the area’s pages', async () => {
    const args = contextFor(profileFixture());
    await destination(requireAffiliate, args);
    await destination(requireAffiliate, args);
    expect(callsTo(args.request, '/v3/affiliate/me')).toHaveLength(1);
  });
});
