/**
 * The PostgreSQL error behind a failed query, whichever driver raised it: drizzle wraps
 * driver errors (DrizzleQueryError) and keeps the original as `cause`. PGlite names the
 * constraint `constraint`, postgres.js (PostgresError) `constraint_name`.
 */
function postgresError(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') return { code: candidate.code, constraint: candidate.constraint ?? candidate.constraint_name };
    current = candidate.cause;
  }
  return undefined;
}

/** True when `error` is a unique violation (23505), of `constraint` when given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = postgresError(error);
  if (found?.code !== '23505') return false;
  return constraint === undefined || found.constraint === constraint;
}
