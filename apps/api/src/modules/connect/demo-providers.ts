import { Hono } from 'hono';
import type { AppEnv } from '../../lib/types.ts';
import type { ConnectModuleServices, DemoProviders } from './connect.provides.ts';

/**
 * The demo's stand-ins of the networks (connect.runtime.ts) under /demo/, as the browser's
 * origin must see them; without them (outside the demo), the next route answers.
 */
export const demoProvidersRouter = new Hono<AppEnv<Pick<ConnectModuleServices, 'demoProviders'>>>().all('/demo/*', (c, next) => {
  const demo = c.var.services.demoProviders;
  return demo ? demo.fetch(c.req.raw) : next();
});

/** The stand-ins for the demo without APP_ORIGIN: each request as it reached `origin`, behind a proxy too. */
export function demoProvidersAt(demo: DemoProviders, origin: string): DemoProviders {
  return {
    fetch: (request) => {
      const url = new URL(request.url);
      return demo.fetch(url.origin === origin ? request : new Request(new URL(`${url.pathname}${url.search}`, origin), request));
    },
  };
}
