import camelcaseKeys from 'camelcase-keys';
import ky, { isHTTPError, type KyInstance } from 'ky';
import snakecaseKeys from 'snakecase-keys';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';

export interface ApiClientConfig {
  /** Origin (and optional path) of the API; the page's origin in a browser when omitted. */
  baseUrl?: string;
  /** The current access token, if any; sent as `Authorization: Bearer`. */
  getToken?: () => string | undefined;
  /** Called on every 401 answer, before the error reaches the caller (SPEC.md section 4). */
  onUnauthorized?: () => void;
  /** A fetch implementation (tests, server-side callers). */
  fetch?: typeof fetch;
}

type Json = Record<string, unknown> | unknown[];

export interface RequestOptions<T extends z.ZodType> {
  json?: Json;
  searchParams?: Record<string, string | number | boolean>;
  /** Parses the (camelCased) body; omit for answers without one. */
  schema?: T;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiClient {
  request<T extends z.ZodType>(method: Method, path: string, options?: RequestOptions<T>): Promise<z.infer<T>>;
}

const toCamel = (body: unknown): unknown =>
  body && typeof body === 'object' ? camelcaseKeys(body as Json as Record<string, unknown>, { deep: true }) : body;

/**
 * The one HTTP client of the contract: JSON both ways, snake_case on the wire and
 * camelCase in the app, bearer auth, no retries, and a typed `ApiError` for every
 * answer outside 200-299.
 */
export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const baseUrl = config.baseUrl ?? (globalThis as { location?: { origin: string } }).location?.origin;
  const http: KyInstance = ky.create({
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

  return {
    async request<T extends z.ZodType>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<z.infer<T>> {
      let body: unknown;
      try {
        const response = await http(path, {
          method,
          ...(options.json ? { json: snakecaseKeys(options.json as Record<string, unknown>, { deep: true }) } : {}),
          ...(options.searchParams ? { searchParams: options.searchParams } : {}),
        });
        const text = await response.text();
        body = text ? toCamel(JSON.parse(text)) : undefined;
      } catch (error) {
        if (isHTTPError(error)) {
          if (error.response.status === 401) config.onUnauthorized?.();
          throw new ApiError(error.response.status, toCamel(error.data));
        }
        if (error instanceof SyntaxError) throw new ApiError(502, undefined);
        throw new ApiError(0, undefined);
      }
      return (options.schema ? options.schema.parse(body) : body) as z.infer<T>;
    },
  };
}
