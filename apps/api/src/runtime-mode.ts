import type { Env } from './env.ts';
import type { Logger } from './lib/logger.ts';

/**
 * The two ways this API runs (docs/deploy.md, "Demo and production"):
 * - 'demo': what `npm start` gives on a fresh machine. The embedded database, seeded on its first
 *   run; the labelled demo providers (Instagram, TikTok, voice) and the offline Aira writer; mail
 *   printed in the API log.
 * - 'production': what a server runs. Nothing of the demo is reachable, and the process refuses
 *   to start without what several processes must share (see `productionProblems`).
 *
 * The embedded database is the demo; a PostgreSQL server is production, unless `DEMO_MODE=1` asks
 * for the demo on it (a tester's staging server), which is logged loudly.
 */
export type RunMode = 'demo' | 'production';

export function runMode(env: Pick<Env, 'DEMO_MODE' | 'DATABASE_URL'>): RunMode {
  return (env.DEMO_MODE ?? !env.DATABASE_URL) ? 'demo' : 'production';
}

/** What production needs and the environment lacks, as variable names (empty when ready). */
export function productionProblems(
  env: Pick<Env, 'DATABASE_URL' | 'JWT_SECRET' | 'TOKEN_ENCRYPTION_KEY' | 'TRACKING_SECRET' | 'APP_ORIGIN' | 'SMTP_URL' | 'S3_BUCKET'>,
): string[] {
  const missing: string[] = [];
  // The embedded database lives in one process's folder: a server needs PostgreSQL.
  if (!env.DATABASE_URL) missing.push('DATABASE_URL');
  // Generated secrets live in one process's DATA_DIR: every process must be given the same ones.
  if (!env.JWT_SECRET) missing.push('JWT_SECRET');
  if (!env.TOKEN_ENCRYPTION_KEY) missing.push('TOKEN_ENCRYPTION_KEY');
  if (!env.TRACKING_SECRET) missing.push('TRACKING_SECRET');
  // Links in e-mails and the networks' return addresses can't be guessed from a request.
  if (!env.APP_ORIGIN) missing.push('APP_ORIGIN');
  // Password recovery and the notices of account changes are mail: without SMTP they are lost.
  if (!env.SMTP_URL) missing.push('SMTP_URL');
  // Uploads served by every process (the local folder is one process's).
  if (!env.S3_BUCKET) missing.push('S3_BUCKET');
  return missing;
}

/**
 * Checks the mode before anything is opened: production without what it needs throws one line
 * naming every missing variable; the demo on a PostgreSQL server is announced at warn level.
 */
export function checkRunMode(env: Env, logger: Logger): RunMode {
  const mode = runMode(env);
  if (mode === 'production') {
    const missing = productionProblems(env);
    if (missing.length > 0) {
      throw new Error(
        `Production needs ${missing.join(', ')} (see docs/deploy.md). For the demo on this machine, unset DATABASE_URL or set DEMO_MODE=1.`,
      );
    }
  } else if (env.DATABASE_URL) {
    logger.warn(
      'DEMO MODE ON A POSTGRESQL SERVER (DEMO_MODE=1): demo Instagram/TikTok/voice providers, the offline Aira writer and mail printed in this log are ON. Never run a public server like this.',
    );
  }
  logger.info('mode', { mode });
  return mode;
}
