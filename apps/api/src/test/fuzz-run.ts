import type { App } from '../app.ts';
import type { Background } from '../lib/background.ts';
import type { Logger } from '../lib/logger.ts';
import type { FuzzCase } from './fuzz-cases.ts';

/** A logger that keeps the errors the app logs, so that a failure names the exception behind it. */
export function recordingLogger(): Logger & { errors: string[] } {
  const errors: string[] = [];
  const ignore = () => undefined;
  return {
    errors,
    debug: ignore,
    info: ignore,
    warn: ignore,
    error(message, fields = {}) {
      const error = Object.values(fields).find((value) => value instanceof Error);
      // The driver's own words first: drizzle's wrapper message repeats the query and its (huge) parameters.
      const cause = error?.cause instanceof Error ? ` (cause: ${error.cause.message})` : '';
      errors.push(error ? `${message}: ${error.name}${cause}: ${error.message.slice(0, 200)}` : message);
    },
  };
}

/** The Authorization header of each token kind the fuzz sends every case with. */
export type Tokens = Record<'no token' | 'valid token' | 'garbage token', string | undefined>;

/**
 * What is wrong with an answer to bad input, or undefined: never a 5xx, and every error is the
 * API's JSON `{detail, code}` with a non-empty `detail` (docs/conventions.md, "Errors").
 */
export function answerProblem(status: number, contentType: string, text: string): string | undefined {
  if (status >= 500) return 'a 5xx';
  if (status < 400) return undefined;
  if (!/^application\/json\b/.test(contentType)) return `an error answered as "${contentType || 'no content type'}"`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'an error body that is not JSON';
  }
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (typeof fields['detail'] !== 'string' || fields['detail'].trim() === '') return 'an error without a detail';
  if (typeof fields['code'] !== 'string' || fields['code'] === '') return 'an error without a code';
  return undefined;
}

const excerpt = (text: string, length: number) => JSON.stringify(text.length > length ? `${text.slice(0, length)}…` : text);

/**
 * Sends each case with each token (a case with its own Authorization once), one at a time:
 * requests of one operation share its rate limits, as a client's would. Returns one line per
 * bad answer, saying exactly which request got it.
 */
export async function runCases(
  target: { app: App; background: Background; logger: { errors: string[] } },
  operationKey: string,
  cases: FuzzCase[],
  tokens: Tokens,
): Promise<string[]> {
  const problems: string[] = [];
  for (const fuzz of cases) {
    const variants = fuzz.ownAuthorization
      ? [['own Authorization', undefined] as const]
      : Object.entries(tokens).filter(([label]) => !fuzz.validTokenOnly || label === 'valid token');
    for (const [tokenLabel, authorization] of variants) {
      const logged = target.logger.errors.length;
      const headers = new Headers(fuzz.headers);
      if (authorization) headers.set('authorization', authorization);
      let line: string | undefined;
      try {
        const response = await target.app.request(fuzz.url, { method: fuzz.method, headers, ...(fuzz.body !== undefined && { body: fuzz.body }) });
        const text = await response.text();
        await target.background.idle();
        const problem = answerProblem(response.status, response.headers.get('content-type') ?? '', text);
        if (problem) line = `${problem}: ${response.status} ${excerpt(text, 200)}`;
      } catch (error) {
        line = `the request threw: ${String(error)}`;
      }
      const errors = target.logger.errors.slice(logged);
      if (errors.length > 0) line = `${line ?? 'an answer < 500'}; logged ${errors.join(' | ')}`;
      if (line) problems.push(`${operationKey} | ${fuzz.label} | ${tokenLabel} | ${fuzz.method} ${excerpt(fuzz.url, 120)} -> ${line}`);
    }
  }
  return problems;
}
