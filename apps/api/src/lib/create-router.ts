import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './types.ts';
import { validationHook } from './validation.ts';

/** A router whose failed validations all answer the same 422 (see validation.ts). */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
