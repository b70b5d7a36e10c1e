/**
 * What the client and its lazily loaded wire side (`transport.ts`) share: its configuration,
 * the methods and the options of one request. A file of its own so that neither imports the other.
 */
export interface ApiClientConfig {
  /** Origin (and optional path) of the API; the page's origin in a browser when omitted. */
  baseUrl?: string;
  /** The current access token, if any; sent as `Authorization: Bearer`. */
  getToken?: () => string | undefined;
  /** Called on every 401 answer, before the error reaches the caller (docs/product/accounts-and-levels.md). */
  onUnauthorized?: () => void;
  /** A fetch implementation (tests, server-side callers). */
  fetch?: typeof fetch;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type Json = Record<string, unknown> | unknown[];

/** One request's body and how its answer is read, as the wire side takes them. */
export interface SendOptions {
  json?: Json;
  /** A multipart body (file uploads); its field names are sent as they are. */
  form?: FormData;
  searchParams?: Record<string, string | number | boolean>;
  /** The body as text, as it came (a CSV export), instead of camelCased JSON. */
  text?: boolean;
  /** The body as a Blob, as it came (an audio file). */
  blob?: boolean;
  /** Extra request headers (`Idempotency-Key`). */
  headers?: Record<string, string>;
  /** Each line of an NDJSON answer, camelCased, as soon as it is whole. */
  onLine?: (line: unknown) => void;
}

/** Sends one request and returns its camelCased body (undefined when empty), or throws an `ApiError`. */
export type Transport = (method: Method, path: string, options: SendOptions) => Promise<unknown>;
