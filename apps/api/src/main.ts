import { createServer } from 'node:http';
import { createApp, nodeListener, servicesOf } from './app.ts';
import { createArgon2Hasher } from './auth/password-hasher.ts';
import { loadEnv, publishNodeEnv } from './env.ts';
import { systemClock } from './lib/clock.ts';
import { createJobRunner } from './lib/jobs/job-runner.ts';
import { createLogger } from './lib/logger.ts';
import { createShutdown } from './lib/shutdown.ts';
import { createRateLimiter, openConfiguredDatabase, resolveJwtSecret, resolveTrackingSecret } from './runtime.ts';
import { accountDeps } from './runtime-accounts.ts';
import { fileStorages } from './runtime-storage.ts';
import { apiModules, flushesOf, prepareDatabase } from './modules/index.ts';
import type { ModuleOptions } from './modules/services.ts';
import { seedDemoOnFirstRun } from './seed/index.ts';
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
const database = await openConfiguredDatabase(env);
await prepareDatabase(database);
const passwordHasher = createArgon2Hasher();
await seedDemoOnFirstRun({ db: database.db, passwordHasher, clock: systemClock, logger }, { mode, env });
const rateLimiter = createRateLimiter(env, logger);
const accounts = accountDeps(env, { db: database.db, clock: systemClock, logger, mode });
const jwtSecret = resolveJwtSecret(env, logger);
const files = fileStorages(env, logger);
// Each module reads its own configuration (its manifest's `configure`): the networks, Aira's
// writer, the voice service, live or the demo's labelled stand-ins.
const setup = { env, mode, logger, clock: systemClock, appOrigin: accounts.appOrigin, privateFiles: files.voice };
const configured = Object.assign({}, ...apiModules.map((module) => module.configure?.(setup))) as Partial<ModuleOptions>;
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
  backofficeDistDir: env.BACKOFFICE_DIST_DIR,
  brandsDistDir: env.BRANDS_DIST_DIR,
  trustProxy: env.TRUST_PROXY,
  jobs,
  storage: files.public,
  ...accounts,
  ...configured,
});
const services = servicesOf(app);
for (const module of apiModules) module.jobs?.(jobs, services);
await jobs.start();

// The app on the Node server, with HSTS over HTTPS (app.ts nodeListener).
const listener = nodeListener(app);
const server = createServer(listener);
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
