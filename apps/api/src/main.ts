import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp, servicesOf } from './app.ts';
import { createArgon2Hasher } from './auth/password-hasher.ts';
import { loadEnv, publishNodeEnv } from './env.ts';
import { systemClock } from './lib/clock.ts';
import { createJobRunner } from './lib/jobs/job-runner.ts';
import { createLogger } from './lib/logger.ts';
import { createShutdown } from './lib/shutdown.ts';
import { createRateLimiter, openConfiguredDatabase, resolveJwtSecret, resolveTrackingSecret } from './runtime.ts';
import { accountDeps } from './runtime-accounts.ts';
import { connectDeps } from './runtime-connect.ts';
import { aiWriter } from './runtime-ai.ts';
import { voiceDeps } from './runtime-voice.ts';
import { fileStorages } from './runtime-storage.ts';
import { apiModules, flushesOf } from './modules/index.ts';
import { trackedRedirectListener } from './modules/affiliate/tracked-redirect.ts';
import { seedDemoOnFirstRun } from './seed/index.ts';
import { ensureNiches } from './modules/proposals/niches.ts';
import { checkRunMode, type RunMode } from './runtime-mode.ts';

const env = loadEnv();
publishNodeEnv(env);
const logger = createLogger(env.LOG_LEVEL);
let mode: RunMode;
try {
  mode = checkRunMode(env, logger);
} catch (error) {
  // One line saying what is missing, before anything is opened.
  logger.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const demoMode = mode === 'demo';
const database = await openConfiguredDatabase(env);
await database.migrate();
await ensureNiches(database.db);
const passwordHasher = createArgon2Hasher();
await seedDemoOnFirstRun({ db: database.db, passwordHasher, clock: systemClock, logger }, { mode, env });
const rateLimiter = createRateLimiter(env, logger);
const accounts = accountDeps(env, { db: database.db, clock: systemClock, logger, mode });
const { connect, demoProviders } = connectDeps(env, {
  clock: systemClock,
  logger,
  appOrigin: accounts.appOrigin ?? `http://localhost:${env.PORT}`,
  demoMode,
});
const jwtSecret = resolveJwtSecret(env, logger);
const files = fileStorages(env, logger);
const voice = voiceDeps(env, { logger, demoMode, storage: files.voice });
// Background jobs on the database (lib/jobs, pg-boss): every process runs the runner, and each
// job runs once across them. The modules define theirs (their manifests' `jobs`): the networks'
// daily refresh, the commissions' approvals, the voice profiles (a job per profile queued by a request).
const jobs = createJobRunner({ executor: database.jobExecutor(), logger });
const app = createApp({
  db: database.db,
  clock: systemClock,
  rateLimiter,
  jwtSecret,
  // The modules make the click recorder and the visit counter with it; shutdown flushes them.
  trackingSecret: resolveTrackingSecret(env),
  passwordHasher,
  logger,
  webDistDir: env.WEB_DIST_DIR,
  trustProxy: env.TRUST_PROXY,
  jobs,
  storage: files.public,
  ...accounts,
  connect,
  demoProviders,
  ai: aiWriter(env, { logger, mode }),
  voice,
});
const services = servicesOf(app);
for (const module of apiModules) module.jobs?.(jobs, services);
await jobs.start();

// Tracked links are answered ahead of the app (tracked-redirect.ts); everything else is the app's.
const redirects = trackedRedirectListener(services);
const appListener = getRequestListener(app.fetch);
const server = createServer((request, response) => redirects(request, response, () => void appListener(request, response)));
server.listen(env.PORT, () => {
  logger.info('listening', { url: `http://localhost:${env.PORT}`, database: database.driver, rateLimiter: env.REDIS_URL ? 'redis' : 'memory' });
});

// Stops accepting, lets requests finish, stops the jobs, writes the clicks and kit visits still
// gathering, then closes the database (lib/shutdown.ts).
const shutdown = createShutdown({
  server,
  jobs: [jobs],
  services,
  flushes: flushesOf(services),
  closes: [() => database.close(), () => rateLimiter.close()],
});
const stop = (signal: string) => void shutdown(signal).then(() => process.exit(0));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
