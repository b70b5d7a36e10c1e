import { existsSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { HTTPException } from 'hono/http-exception';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { GoogleIdTokenVerifier } from './auth/google-id-token.ts';
import { createArgon2Hasher, type PasswordHasher } from './auth/password-hasher.ts';
import { createSessionUsers } from './auth/session-users.ts';
import { createTokenService } from './auth/tokens.ts';
import type { Database } from './db/database.ts';
import { databaseErrorCode, isDatabaseUnavailable } from './db/pg-errors.ts';
import { appOriginOf } from './env.ts';
import { createBackground, type Background } from './lib/background.ts';
import type { Clock } from './lib/clock.ts';
import type { JobSender } from './lib/jobs/jobs.ts';
import { createRouter } from './lib/create-router.ts';
import { ApiError, apiError, databaseUnavailable, errorResponse } from './lib/errors.ts';
import { limitBody } from './lib/body-limit.ts';
import { compressJson } from './lib/compressed-text.ts';
import { silentLogger, type Logger } from './lib/logger.ts';
import { requestOrigin } from './lib/request-origin.ts';
import { addHsts, securityHeaders } from './lib/security-headers.ts';
import { BEARER_SCHEME } from './lib/openapi.ts';
import type { Mailer } from './mail/mailer.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import type { Platform } from './lib/types.ts';
import { apiModules, appEvents, personalTables } from './modules/index.ts';
import type { AppServices, ModuleOptions } from './modules/services.ts';
import { builtAppRoutes, BUILT_APP_PATHS } from './modules/web/built-app.ts';
import { webRoutes } from './modules/web/web.index.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import { createMemoryStorage } from './lib/storage/memory-storage.ts';
import type { FileStorage } from './lib/storage/storage.ts';

/** The platform's pieces (lib/types.ts `Platform`); each module's own options are `ModuleOptions`. */
export interface AppDeps {
  db: Database;
  clock: Clock;
  rateLimiter: RateLimiter;
  jwtSecret: string;
  /** Keys the click ids and the visitors' hashes (TRACKING_SECRET). Default: the JWT secret (tests). */
  trackingSecret?: string;
  /** Default: argon2id with OWASP's baseline cost. */
  passwordHasher?: PasswordHasher;
  logger?: Logger;
  /** The built web app; served for every non-/v3 path when it holds an index.html. */
  webDistDir?: string;
  /** The built back office (apps/backoffice); served under /backoffice when it holds an index.html. */
  backofficeDistDir?: string;
  /** The built brands' app (apps/brands); served under /marcas when it holds an index.html. */
  brandsDistDir?: string;
  /** Trust X-Forwarded-For (behind our own reverse proxy). Default: false. */
  trustProxy?: boolean;
  /** Default: the outbox mailer (kept in the database and logged; nothing is sent). */
  mailer?: Mailer;
  /** Verifies Google ID tokens; without it, Google sign-in is off. */
  google?: GoogleIdTokenVerifier;
  /** Origin of the web app in e-mailed links. Default: env.ts `appOriginOf` (http://localhost:3000). */
  appOrigin?: string;
  /**
   * The demo without APP_ORIGIN: each request's own origin (lib/request-origin.ts: Host, or
   * X-Forwarded-Host/Proto behind TRUST_PROXY) stands for `appOrigin` in what it builds (mail
   * links, the networks' return addresses, the demo's pages: `connect.at`). Never in production,
   * which requires APP_ORIGIN. Default: false.
   */
  originFromRequest?: boolean;
  /** The embedded demo (runtime-mode.ts): never a real deployment. Default: false. */
  demoMode?: boolean;
  /** Work requests start without waiting for it. Default: a new one, logging to `logger`. */
  background?: Background;
  /** Durable jobs (main.ts: the job runner). Default: none sent (tests). */
  jobs?: JobSender;
  /** Uploaded photos and drawn preview images. Default: in memory (tests). */
  storage?: FileStorage;
}

/** What `createApp` takes: the platform's pieces and the modules' own options. */
export type AppOptions = AppDeps & ModuleOptions;

const MAX_BODY_BYTES = 64 * 1024;

/** The services an app was made with (main.ts hands them to what runs beside the app). */
export const servicesOf = (app: App): AppServices => app.services;

/**
 * The whole HTTP app. Every dependency comes in here (the platform's, and the options of the
 * modules that take some); nothing is a module-level singleton.
 */
export function createApp(deps: AppOptions) {
  // Validation messages zod writes itself (bounds, types) come out in pt-BR too.
  z.config(z.locales.ptBR());
  const logger = deps.logger ?? silentLogger;
  const background = deps.background ?? createBackground(logger);
  const platform: Platform = {
    db: deps.db,
    clock: deps.clock,
    rateLimiter: deps.rateLimiter,
    passwordHasher: deps.passwordHasher ?? createArgon2Hasher(),
    tokens: createTokenService({ secret: deps.jwtSecret, clock: deps.clock }),
    sessionUsers: createSessionUsers(deps.db, { background }),
    logger,
    trustProxy: deps.trustProxy ?? false,
    mailer: deps.mailer ?? createOutboxMailer({ db: deps.db, clock: deps.clock, logger }),
    google: deps.google,
    appOrigin: deps.appOrigin ?? appOriginOf({}),
    demoMode: deps.demoMode ?? false,
    background,
    events: appEvents,
    jobs: deps.jobs ?? { send: async () => false },
    storage: deps.storage ?? createMemoryStorage(),
    personalTables,
  };
  // Each module adds the services it provides (its manifest's `provide`), in the list's order.
  const options = { ...deps, trackingSecret: deps.trackingSecret ?? deps.jwtSecret };
  const services = Object.assign({}, platform, ...apiModules.map((module) => module.provide?.(platform, options))) as AppServices;

  const servicesAt = originFromRequestServices(services, deps.originFromRequest ?? false);
  const app = createRouter();
  app.use('*', async (c, next) => {
    c.set('services', servicesAt(c));
    const started = performance.now();
    await next();
    logger.debug('request', {
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  app.use('*', securityHeaders());
  const limitJson = limitBody(MAX_BODY_BYTES, (c) => errorResponse(c, apiError('PAYLOAD_TOO_LARGE')));
  // The uploads the modules declare take a larger body, each with its own error.
  const uploads = new Map(
    apiModules
      .flatMap((module) => module.uploads ?? [])
      .map((upload) => [upload.path, limitBody(upload.maxBytes, (c) => errorResponse(c, apiError(upload.tooLarge)))] as const),
  );
  // Only where a body may come: on a GET, reading the body would make the Node adapter build a
  // full Request for nothing, on the hottest paths.
  app.use('/v3/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return (uploads.get(c.req.path) ?? limitJson)(c, next);
  });

  // The answers that run to kilobytes (lists, the kit, the city lists, the OpenAPI document)
  // go out compressed (brotli, else gzip) to a browser that accepts it; the small hot ones (/me, the balance) are
  // left alone, where compressing costs more than it saves.
  const compressed = compressJson();
  app.use('/v3/openapi.json', compressed);
  for (const module of apiModules) for (const path of module.compressed ?? []) app.use(path, compressed);
  for (const module of apiModules) for (const router of module.routers ?? []) app.route('/', router);

  app.openAPIRegistry.registerComponent('securitySchemes', BEARER_SCHEME, { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  app.doc31('/v3/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Mais Alcance API',
      version: '3.0.0',
      description: 'JSON com chaves snake_case nos dois sentidos. Erros: `{detail, code?, fields?}` com `detail` em pt-BR.',
    },
  });

  // Ahead of the creator app, which answers 404 for a path it has no route for.
  const builtApps = [
    { path: BUILT_APP_PATHS.backoffice, distDir: deps.backofficeDistDir },
    { path: BUILT_APP_PATHS.brands, distDir: deps.brandsDistDir },
  ];
  for (const { path, distDir } of builtApps) {
    if (distDir && existsSync(join(distDir, 'index.html'))) app.route('/', builtAppRoutes(path, distDir));
    else if (distDir) logger.info(`app not built: not serving ${path}`, { distDir });
  }
  const webDistDir = deps.webDistDir;
  const web =
    webDistDir && existsSync(join(webDistDir, 'index.html'))
      ? webRoutes(webDistDir, services.appOrigin, (request, env) => app.fetch(request, env))
      : undefined;
  if (web) app.route('/', web);
  else if (webDistDir) logger.info('web app not built: serving the API only', { webDistDir });

  app.notFound((c) => errorResponse(c, apiError('NOT_FOUND')));
  app.onError((error, c) => renderError(error, c, logger));
  return Object.assign(app, { services });
}

export type App = ReturnType<typeof createApp>;

/**
 * The app as a Node server's request listener (main.ts), with HSTS set on every answer, once
 * (lib/security-headers.ts `addHsts`).
 */
export function nodeListener(app: App): RequestListener {
  const appListener = getRequestListener(app.fetch);
  return (request, response) => {
    addHsts(request, response, app.services.trustProxy);
    void appListener(request, response);
  };
}

/**
 * The services of each request: the app's own, or with `originFromRequest` the same at the
 * request's origin (kept per origin; a Host header is the client's word, so only a few).
 */
function originFromRequestServices(services: AppServices, originFromRequest: boolean): (c: Context) => AppServices {
  if (!originFromRequest) return () => services;
  const byOrigin = new LRUCache<string, AppServices>({ max: 16 });
  return (c) => {
    const origin = requestOrigin(c, services.trustProxy);
    if (!origin || origin === services.appOrigin) return services;
    let at = byOrigin.get(origin);
    if (!at) {
      const moved: AppServices = { ...services, appOrigin: origin };
      at = Object.assign(moved, ...apiModules.map((module) => module.atOrigin?.(moved, origin))) as AppServices;
      byOrigin.set(origin, at);
    }
    return at;
  };
}

/**
 * The paths whose segment after the prefix is a secret that opens something without a session:
 * a brand's link (docs/product/brand-applicants.md), a mail's unsubscribe link
 * (docs/product/notifications.md), on the API and as the web app's pages, an operator's setup
 * link (docs/product/backoffice.md), on the API and as the back office's page, and an invitation
 * to a brand's team (docs/product/brands.md), on the API and as the brands' app's page.
 */
const SECRET_SEGMENT =
  /^(\/(?:v3\/)?aira\/profile-list\/|\/v3\/notifications\/unsubscribe\/|\/unsubscribe\/|\/v3\/admin\/setup\/|\/backoffice\/setup\/|\/v3\/brand\/invitations\/|\/marcas\/convite\/)[^/]+/;

/** A path as the logs keep it: without the token of a secret link. */
export const loggedPath = (path: string): string => path.replace(SECRET_SEGMENT, '$1…');

/** Hono's own 4xx (a body it could not read or take) by status; any other is a BAD_REQUEST. */
const HTTP_EXCEPTION_CODES: Partial<Record<number, 'SESSION_EXPIRED' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE'>> = {
  401: 'SESSION_EXPIRED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

function httpExceptionCode(error: HTTPException) {
  if (error.status === 400 && /json/i.test(error.message)) return 'MALFORMED_JSON';
  return HTTP_EXCEPTION_CODES[error.status] ?? 'BAD_REQUEST';
}

/**
 * The one place an exception becomes an answer: known ones as 4xx, a database out of reach as
 * 503 with Retry-After (docs/architecture.md, "A database outage"), anything else a bare 500.
 */
function renderError(error: Error, c: Context, logger: Logger) {
  if (error instanceof ApiError) return errorResponse(c, error);
  if (error instanceof HTTPException && error.status < 500) return errorResponse(c, apiError(httpExceptionCode(error)));
  if (isDatabaseUnavailable(error)) {
    // The code only: a wrapped query error carries the statement and its parameters.
    logger.warn('database unavailable', { method: c.req.method, path: loggedPath(c.req.path), cause: databaseErrorCode(error) });
    return errorResponse(c, databaseUnavailable());
  }
  logger.error('unhandled error', { method: c.req.method, path: loggedPath(c.req.path), error });
  return errorResponse(c, apiError('UNEXPECTED'));
}
