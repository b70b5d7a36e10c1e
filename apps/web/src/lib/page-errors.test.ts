import { toast } from '@ma/ui/toasts';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, redirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { dropErrorsOnLeave } from './page-errors.ts';

/** A router of four pages: /old-link raises an error in its loader and sends the visitor to /login. */
function setup() {
  const root = createRootRoute();
  const page = (path: string) => createRoute({ getParentRoute: () => root, path });
  const oldLink = createRoute({
    getParentRoute: () => root,
    path: '/old-link',
    beforeLoad: () => {
      toast.error({ id: 'link', message: 'Token inválido ou expirado.' });
      throw redirect({ to: '/login' });
    },
  });
  const routeTree = root.addChildren([page('/login'), page('/forgot-password'), oldLink]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/login'] }) });
  const stop = dropErrorsOnLeave(router);
  return { router, stop };
}

afterEach(() => toast.clean());

describe('dropErrorsOnLeave', () => {
  it("closes the page's error toasts when the app moves to another page, and keeps its successes", async () => {
    const { router, stop } = setup();
    await router.load();
    toast.error({ id: 'login', message: 'Credenciais inválidas.' });
    toast.success({ id: 'saved', message: 'Salvo.' });
    await router.navigate({ href: '/forgot-password' });
    expect(toast.errorIds()).toEqual([]);
    expect(router.state.location.pathname).toBe('/forgot-password');
    stop();
  });

  it('keeps the errors while the page stays (its search changes)', async () => {
    const { router, stop } = setup();
    await router.load();
    toast.error({ id: 'login', message: 'Credenciais inválidas.' });
    await router.navigate({ href: '/login?again=1' });
    expect(toast.errorIds()).toEqual(['login']);
    stop();
  });

  it('keeps an error raised on the way, before a redirect: it speaks of where the visitor lands', async () => {
    const { router, stop } = setup();
    await router.load();
    await router.navigate({ href: '/old-link' });
    expect(router.state.location.pathname).toBe('/login');
    expect(toast.errorIds()).toEqual(['link']);
    stop();
  });
});
