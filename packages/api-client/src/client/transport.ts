import camelcaseKeys from 'camelcase-keys';
import ky, { isHTTPError } from 'ky';
import snakecaseKeys from 'snakecase-keys';
import { ApiError } from './api-error.ts';
import type { ApiClientConfig, Method } from './create-client.ts';

type Json = Record<string, unknown> | unknown[];

/** Sends one request and returns its camelCased body (undefined when empty), or throws an `ApiError`. */
export type Transport = (
  method: Method,
  path: string,
  options: { json?: Json; searchParams?: Record<string, string | number | boolean> },
) => Promise<unknown>;

const toCamel = (body: unknown): unknown =>
  body && typeof body === 'object' ? camelcaseKeys(body as Json as Record<string, unknown>, { deep: true }) : body;

/**
 * The wire side of `createApiClient`: JSON both ways, snake_case on the wire and camelCase
 * in the app, bearer auth, no retries, and a typed `ApiError` for every answer outside 200-299.
 */
export function createTransport(config: ApiClientConfig): Transport {
  const baseUrl = config.baseUrl ?? (globalThis as { location?: { origin: string } }).location?.origin;
  const http = ky.create({
    baseUrl,
    retry: 0,
    timeout: 30_000,
    ...(config.fetch ? { fetch: config.fetch } : {}),
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = config.getToken?.();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  return async (method, path, { json, searchParams }) => {
    try {
      const response = await http(path, {
        method,
        ...(json ? { json: snakecaseKeys(json as Record<string, unknown>, { deep: true }) } : {}),
        ...(searchParams ? { searchParams } : {}),
      });
      const text = await response.text();
      return text ? toCamel(JSON.parse(text)) : undefined;
    } catch (error) {
      if (isHTTPError(error)) {
        if (error.response.status === 401) config.onUnauthorized?.();
        throw new ApiError(error.response.status, toCamel(error.data));
      }
      if (error instanceof SyntaxError) throw new ApiError(502, undefined);
      throw new ApiError(0, undefined);
    }
  };
}
