import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import type { ApiClientConfig, Method, SendOptions, Transport } from './client-config.ts';

export type { ApiClientConfig, Method } from './client-config.ts';

export interface RequestOptions<T extends z.ZodType> extends Omit<SendOptions, 'onLine'> {
  /**
   * An NDJSON answer, read as it arrives: each line, camelCased and parsed by `schema`, goes to
   * `onLine` as soon as it is whole; the call resolves with undefined once the answer ends.
   * No timeout applies to such a call.
   */
  onLine?: (line: z.infer<T>) => void;
  /** Parses the (camelCased) body, or each line with `onLine`; omit for answers without one. */
  schema?: T;
}

export interface ApiClient {
  request<T extends z.ZodType>(method: Method, path: string, options?: RequestOptions<T>): Promise<z.infer<T>>;
}

/**
 * The one HTTP client of the contract: JSON both ways, snake_case on the wire and
 * camelCase in the app, bearer auth, no retries, and a typed `ApiError` for every
 * answer outside 200-299.
 *
 * The wire side (ky and the key casing, `transport.ts`) loads with the first request, so
 * a page that has not called the API yet does not carry it (docs/decisions/008-first-load.md).
 * A failed load reads like an unreachable server and is tried again on the next request.
 */
export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  let transport: Promise<Transport> | undefined;
  const loadTransport = () =>
    (transport ??= import('./transport.ts').then(
      ({ createTransport }) => createTransport(config),
      () => {
        transport = undefined;
        throw new ApiError(0, undefined);
      },
    ));

  return {
    async request<T extends z.ZodType>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<z.infer<T>> {
      const send = await loadTransport();
      const body = await send(method, path, {
        ...(options.json ? { json: options.json } : {}),
        ...(options.form ? { form: options.form } : {}),
        ...(options.searchParams ? { searchParams: options.searchParams } : {}),
        ...(options.text ? { text: true } : {}),
        ...(options.blob ? { blob: true } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.onLine
          ? { onLine: (line: unknown) => options.onLine?.(options.schema ? options.schema.parse(line) : (line as z.infer<T>)) }
          : {}),
      });
      if (options.onLine || options.blob) return body as z.infer<T>;
      return (options.schema ? options.schema.parse(body) : body) as z.infer<T>;
    },
  };
}
