import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuth } from '../../../lib/auth.ts';
import { createAppRouter } from '../../../router.tsx';
import { fakeApi, pending } from '../../../test/fake-api.ts';
import { accountOf, connectionsOf, notConnected } from '../connect-test-utils.tsx';

/** The app's own router (its route tree and guards) on a memory history, with a stand-in API. */
function appRouter({ signedIn }: { signedIn: boolean }) {
  const { api } = fakeApi((_method, path) => {
    if (path === '/v3/account/me') return Promise.resolve(accountOf());
    if (path === '/v3/connect/networks') return Promise.resolve(connectionsOf([notConnected('instagram'), notConnected('tiktok')]));
    if (path.endsWith('/instagram/profiles')) return Promise.resolve({ profiles: [] });
    return pending();
  });
  const auth = createAuth();
  if (signedIn) auth.signIn('session');
  const router = createAppRouter({ queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }), api, auth });
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return { router };
}

afterEach(() => {
  document.cookie = 'ma_access-token=; Max-Age=0; Path=/';
});

// docs/product/not-built-yet.md: the picker needs the token in the navigation state.
describe('the profile pickers without a token in the navigation state', () => {
  it('send the private picker back to /media-kit/connect', async () => {
    const { router } = appRouter({ signedIn: true });
    await router.navigate({ to: '/media-kit/select-profile' });
    expect(router.state.location.pathname).toBe('/media-kit/connect');
  });

  it('send the public picker to /register', async () => {
    const { router } = appRouter({ signedIn: false });
    await router.navigate({ to: '/instagram/connect/select-profile' });
    expect(router.state.location.pathname).toBe('/register');
  });

  it('let the picker open with one', async () => {
    const { router } = appRouter({ signedIn: true });
    await router.navigate({ to: '/media-kit/select-profile', state: { pickerToken: 'pick-1' } });
    expect(router.state.location.pathname).toBe('/media-kit/select-profile');
    expect(router.state.location.state.pickerToken).toBe('pick-1');
  });
});
