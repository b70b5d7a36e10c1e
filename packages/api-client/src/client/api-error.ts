import { apiErrorBodySchema } from '../schemas/common.ts';

/** Any non-2xx answer, with the server's pt-BR `detail` (or `message`) when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string>;
  /** True when the server sent its own message (as opposed to a network or parse failure). */
  readonly hasServerMessage: boolean;

  constructor(status: number, body: unknown) {
    const parsed = parseErrorBody(body);
    super(parsed.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = parsed.code;
    this.fields = parsed.fields;
    this.hasServerMessage = parsed.message !== undefined;
  }
}

function parseErrorBody(body: unknown): { message?: string; code?: string; fields: Record<string, string> } {
  const known = apiErrorBodySchema.safeParse(body);
  if (known.success) return { message: known.data.detail, code: known.data.code, fields: known.data.fields ?? {} };
  if (body && typeof body === 'object') {
    const { message, detail } = body as { message?: unknown; detail?: unknown };
    const text = typeof detail === 'string' ? detail : typeof message === 'string' ? message : undefined;
    return text === undefined ? { fields: {} } : { message: text, fields: {} };
  }
  return { fields: {} };
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
