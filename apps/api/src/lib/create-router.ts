import { OpenAPIHono, type RouteConfig, type RouteConfigToEnv, type RouteHandler } from '@hono/zod-openapi';
import type { AppEnv, Platform } from './types.ts';
import { validationHook } from './validation.ts';

/** A router whose failed validations all answer the same 422 (see validation.ts). */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/**
 * The handler of each route, by the route's name, typed as `.openapi(route, handler)` types it,
 * with `S` the services the module's handlers use (`AuthedEnv<Pick<AppServices, …>>`: the app
 * gives every request all of them, and a handler sees only these).
 */
export type HandlersOf<R extends Record<string, RouteConfig>, S = Platform> = {
  [K in keyof R]: RouteHandler<R[K], AppEnv<S> & RouteConfigToEnv<R[K]>>;
};

/**
 * A module's router: each route its routes file exports, answered by the handler of the same
 * name (no route declared and left out, none answered by another's handler). No two routes of
 * the API overlap, so the order they are added in changes no answer.
 */
export function routerOf<R extends Record<string, RouteConfig>, S = Platform>(routes: R, handlers: HandlersOf<R, S>) {
  const router = new OpenAPIHono<AppEnv<S>>({ defaultHook: validationHook });
  for (const name of Object.keys(routes)) router.openapi(routes[name] as RouteConfig, handlers[name] as never);
  return router;
}
