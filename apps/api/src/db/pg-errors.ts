/** The errors met walking down from `error` through `cause` (drizzle's wrapping) and an AggregateError's `errors`. */
export function* errorChain(error: unknown, depth = 0): Generator<{ code?: unknown; constraint?: unknown; constraint_name?: unknown }> {
  if (!error || typeof error !== 'object' || depth > 4) return;
  const current = error as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown; errors?: unknown };
  yield current;
  yield* errorChain(current.cause, depth + 1);
  // Node reports a failed connect to every address of a host as an AggregateError.
  if (Array.isArray(current.errors)) for (const inner of current.errors) yield* errorChain(inner, depth + 1);
}

/**
 * The PostgreSQL error behind a failed query, whichever driver raised it: drizzle wraps
 * driver errors (DrizzleQueryError) and keeps the original as `cause`. PGlite names the
 * constraint `constraint`, postgres.js (PostgresError) `constraint_name`.
 */
function postgresError(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (const candidate of errorChain(error)) {
    if (typeof candidate.code === 'string') return { code: candidate.code, constraint: candidate.constraint ?? candidate.constraint_name };
  }
  return undefined;
}

/** True when `error` is a unique violation (23505), of `constraint` when given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = postgresError(error);
  if (found?.code !== '23505') return false;
  return constraint === undefined || found.constraint === constraint;
}

/**
 * A connection attempt that failed: nothing is listening, the host cannot be reached, the server
 * refuses sessions (starting up, shutting down). Node's socket codes, postgres.js' CONNECT_TIMEOUT,
 * SQLSTATE 57P03 / 08001 / 08004, and the availability gate's own refusal (db/availability.ts).
 */
const failedConnects = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  '57P03',
  '08001',
  '08004',
  'DATABASE_UNAVAILABLE',
]);

/**
 * A connection lost under a query, or a server that cannot take one more: the query did not run,
 * or its outcome is unknown (a COMMIT whose answer was lost). postgres.js' CONNECTION_* codes,
 * SQLSTATE class 08 and the administrator's shutdowns (57P01 to 57P05), too many connections (53300).
 */
const lostConnections = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P02',
  '57P04',
  '57P05',
  '53300',
]);

const codeOf = (error: unknown) => postgresError(error)?.code;

/** True when `error` says the database could not be reached at all (the gate closes on these). */
export function isFailedConnect(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && failedConnects.has(code);
}

/**
 * True when a query failed because the database is out of reach, not because of the query:
 * the request answers 503 DATABASE_UNAVAILABLE (docs/architecture.md, "A database outage").
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && (failedConnects.has(code) || lostConnections.has(code) || /^08[0-9A-Z]{3}$/.test(code));
}

/** The code that made `error` a database outage, for the log (never the query or its parameters). */
export const databaseErrorCode = (error: unknown): string | undefined => codeOf(error);
