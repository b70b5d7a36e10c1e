import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuth } from './auth.ts';
import { rememberedPath } from './remembered-path.ts';
import { createAppRouter } from '../router.tsx';
import { fakeApi, pending } from '../test/fake-api.ts';
import { accountFixture } from '../test/overview-fixture.ts';

/** The app's own router (its route tree and guards) on a memory history, with a stand-in API. */
function appRouter({ signedIn }: { signedIn: boolean }) {
  const { api } = fakeApi((_method, path) => (path === '/v3/account/me' ? Promise.resolve(accountFixture('silver')) : pending()));
  const auth = createAuth();
  if (signedIn) auth.signIn('session');
  const router = createAppRouter({ queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }), api, auth });
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: ['/privacy-policy'] }) });
  return router;
}

afterEach(() => {
  document.cookie = 'ma_access-token=; Max-Age=0; Path=/';
  localStorage.clear();
});

describe.each([
  ['a private page', '/account'],
  ["the sign-up's e-mail link", '/account/verify-email?verify_token=link-1'],
])('%s opened by a guest (requireSignedIn)', (_name, href) => {
  it('goes to /login and remembers the page for after the sign-in', async () => {
    const router = appRouter({ signedIn: false });
    await router.navigate({ href });
    expect(router.state.location.pathname).toBe('/login');
    expect(rememberedPath.peek()).toBe(href);
  });

  it('opens for a signed-in account, remembering nothing', async () => {
    const router = appRouter({ signedIn: true });
    await router.navigate({ href });
    expect(router.state.location.href).toBe(href);
    expect(rememberedPath.peek()).toBeNull();
  });
});
