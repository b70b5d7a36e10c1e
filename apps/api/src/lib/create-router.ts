import { OpenAPIHono, type RouteConfig, type RouteConfigToEnv, type RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from './types.ts';
import { validationHook } from './validation.ts';

/** A router whose failed validations all answer the same 422 (see validation.ts). */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/** The handler of each route, by the route's name, typed as `.openapi(route, handler)` types it. */
export type HandlersOf<R extends Record<string, RouteConfig>> = {
  [K in keyof R]: RouteHandler<R[K], AppEnv & RouteConfigToEnv<R[K]>>;
};

/**
 * A module's router: each route its routes file exports, answered by the handler of the same
 * name (no route declared and left out, none answered by another's handler). No two routes of
 * the API overlap, so the order they are added in changes no answer.
 */
export function routerOf<R extends Record<string, RouteConfig>>(routes: R, handlers: HandlersOf<R>) {
  const router = createRouter();
  for (const name of Object.keys(routes)) router.openapi(routes[name] as RouteConfig, handlers[name] as never);
  return router;
}
