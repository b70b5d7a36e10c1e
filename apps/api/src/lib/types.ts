import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { GoogleIdTokenVerifier } from '../auth/google-id-token.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import type { SessionUser, SessionUsers } from '../auth/session-users.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { Background } from './background.ts';
import type { Clock } from './clock.ts';
import type { Events } from './events.ts';
import type { JobSender } from './jobs/jobs.ts';
import type { Logger } from './logger.ts';
import type { PersonalTable } from './personal-data.ts';
import type { FileStorage } from './storage/storage.ts';

/**
 * What the platform gives every module, built once by `createApp`. A module adds the services
 * it provides (its manifest's `provide`: modules/services.ts lists them), and its handlers are
 * typed with only the services they use (`AuthedEnv<Pick<…>>`), never the whole bag.
 */
export interface Platform {
  db: Database;
  clock: Clock;
  rateLimiter: RateLimiter;
  passwordHasher: PasswordHasher;
  tokens: TokenService;
  /** The signed-in user of each request, read in batches (see session-users.ts). */
  sessionUsers: SessionUsers;
  logger: Logger;
  /** Whether X-Forwarded-For comes from our own reverse proxy. */
  trustProxy: boolean;
  mailer: Mailer;
  /** Undefined when no Google client id is configured: Google sign-in is off. */
  google: GoogleIdTokenVerifier | undefined;
  /**
   * Origin of the web app, for the links it builds (e-mail, the networks' return addresses, the
   * kit's address): APP_ORIGIN, or in the demo without it the origin of the request (app.ts).
   */
  appOrigin: string;
  /** The embedded demo (runtime-mode.ts): never on a real deployment. */
  demoMode: boolean;
  /** Work started by a request and not waited for (see background.ts). */
  background: Background;
  /** What a module emits in the transaction of its cause, for the modules after it (lib/events.ts). */
  events: Events;
  /** Durable background jobs (lib/jobs): a request queues one here. */
  jobs: JobSender;
  /** Uploaded photos and drawn preview images. */
  storage: FileStorage;
  /** Every module's tables of creators' rows, in the order deletion visits them (modules/index.ts). */
  personalTables: readonly PersonalTable[];
}

/** A request's context: the services it may use (by default the platform's alone). */
export interface AppEnv<S = Platform> {
  Variables: { services: S };
}

/** The context of a route behind `requireAuth`. */
export interface AuthedEnv<S = Platform> {
  // Read-only: the requests for one account in a batch share it (auth/session-users.ts).
  Variables: { services: S; user: Readonly<SessionUser> };
}

export type AppRouteHandler<R extends RouteConfig, S = Platform> = RouteHandler<R, AppEnv<S>>;
