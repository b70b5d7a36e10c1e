import ky, { isHTTPError } from 'ky';
import { camelPath, toCamelKeys, toSnakeKeys } from '../wire/casing.ts';
import { ApiError } from './api-error.ts';
import type { ApiClientConfig, Transport } from './client-config.ts';

const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** Reads an NDJSON body as it arrives, handing each whole line (camelCased) to `onLine`. */
async function readLines(body: ReadableStream<Uint8Array> | null, onLine: (line: unknown) => void): Promise<void> {
  if (!body) return;
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let pending = '';
  const flush = (text: string) => {
    if (text.trim()) onLine(toCamelKeys(JSON.parse(text)));
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    let end = pending.indexOf('\n');
    while (end !== -1) {
      flush(pending.slice(0, end));
      pending = pending.slice(end + 1);
      end = pending.indexOf('\n');
    }
  }
  flush(pending + decoder.decode());
}

/** An error body as the app reads it: `fields` is keyed by paths, converted a segment at a time. */
function errorBodyFromWire(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { fields, ...rest } = body as Record<string, unknown>;
  const converted = toCamelKeys(rest) as Record<string, unknown>;
  if (fields && typeof fields === 'object' && !Array.isArray(fields)) {
    converted.fields = Object.fromEntries(Object.entries(fields).map(([path, message]) => [camelPath(path), message]));
  } else if (fields !== undefined) converted.fields = fields;
  return converted;
}

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

  return async (method, path, { json, form, searchParams, text: asText, blob, headers, onLine }) => {
    try {
      const response = await http(path, {
        method,
        ...(json ? { json: toSnakeKeys(json) } : {}),
        // The browser writes the multipart content type, with its boundary.
        ...(form || headers ? { headers: { ...headers, ...(form ? { 'content-type': undefined } : {}) } } : {}),
        ...(form ? { body: form } : {}),
        ...(searchParams ? { searchParams } : {}),
        ...(onLine ? { timeout: false as const } : {}),
        // An upload (a 25 MB voice sample over a phone's uplink) may take longer than a JSON call.
        ...(form ? { timeout: UPLOAD_TIMEOUT_MS } : {}),
      });
      if (onLine) return await readLines(response.body, onLine);
      if (blob) return await response.blob();
      const text = await response.text();
      if (asText) return text;
      return text ? toCamelKeys(JSON.parse(text)) : undefined;
    } catch (error) {
      if (isHTTPError(error)) {
        if (error.response.status === 401) config.onUnauthorized?.();
        throw new ApiError(error.response.status, errorBodyFromWire(error.data));
      }
      if (error instanceof SyntaxError) throw new ApiError(502, undefined);
      throw new ApiError(0, undefined);
    }
  };
}
