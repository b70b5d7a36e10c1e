import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { GoogleIdTokenVerifier } from '../auth/google-id-token.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import type { SessionUsers } from '../auth/session-users.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { Background } from './background.ts';
import type { Clock } from './clock.ts';
import type { JobSender } from './jobs/jobs.ts';
import type { Logger } from './logger.ts';
import type { SessionUser } from '../modules/account/account.repository.ts';
import type { VisitCounter } from '../modules/media-kit/kit-views.ts';
import type { KitQueries } from '../modules/media-kit/media-kit.repository.ts';
import type { FileStorage } from './storage/storage.ts';
import type { ConnectServices } from '../modules/connect/connect-services.ts';
import type { ClickRecorder } from '../modules/affiliate/clicks.ts';
import type { LinkTargets } from '../modules/affiliate/tracked-redirect.ts';
import type { AiWriter } from '../modules/aira/writers/writer.ts';
import type { VoiceServices } from '../modules/voice/voice-services.ts';

/** Everything a handler may use, built once by `createApp` and put on every request's context. */
export interface AppServices {
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
  /** The embedded demo: GET /v3/dev/outbox answers (never on a real deployment). */
  demoMode: boolean;
  /** Work started by a request and not waited for (see background.ts). */
  background: Background;
  /** Durable background jobs (lib/jobs): a request queues one here. */
  jobs: JobSender;
  /** Uploaded photos and drawn preview images. */
  storage: FileStorage;
  /** The media-kit reads, prepared once (the public page runs them on every visit). */
  kits: KitQueries;
  /** Counts the visits of the public media kits (written in batches). */
  visits: VisitCounter;
  /** Instagram and TikTok (each absent when not configured) and the cipher of their tokens. */
  connect: ConnectServices;
  /** The tracked links: their destinations (cached) and the clicks (written in batches). */
  affiliate: { clicks: ClickRecorder; linkTargets: LinkTargets };
  /** Aira's writer: an OpenAI-compatible model, the offline generator, or none (runtime-ai.ts). */
  ai: AiWriter | null;
  /** Voice cloning: the provider and the private storage of samples and voice-overs. */
  voice: VoiceServices;
}

export interface AppEnv {
  Variables: { services: AppServices };
}

/** The context of a route behind `requireAuth`. */
export interface AuthedEnv {
  // Read-only: the requests for one account in a batch share it (auth/session-users.ts).
  Variables: { services: AppServices; user: Readonly<SessionUser> };
}

export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
