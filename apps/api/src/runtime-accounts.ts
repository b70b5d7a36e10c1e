import type { AppDeps } from './app.ts';
import { createGoogleIdTokenVerifier } from './auth/google-id-token.ts';
import type { Database } from './db/database.ts';
import { appOriginOf, type Env } from './env.ts';
import type { Clock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import type { RunMode } from './runtime-mode.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';

/**
 * The account adapters the configuration asks for: SMTP, or in the demo the outbox (mail printed
 * in the API log: production refuses to start without SMTP_URL, runtime-mode.ts), and Google
 * sign-in or none.
 */
export function accountDeps(
  env: Env,
  deps: { db: Database; clock: Clock; logger: Logger; mode: RunMode },
): Pick<AppDeps, 'mailer' | 'google' | 'originFromRequest' | 'demoMode'> & { appOrigin: string } {
  const mailer = env.SMTP_URL
    ? createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM, clock: deps.clock, logger: deps.logger })
    : createOutboxMailer(deps);
  const google = env.GOOGLE_CLIENT_ID
    ? createGoogleIdTokenVerifier({ clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL, clock: deps.clock })
    : undefined;
  const demoMode = deps.mode === 'demo';
  deps.logger.info('accounts', { mail: mailer.kind, googleSignIn: Boolean(google), demoMode });
  // The demo without APP_ORIGIN builds its links from the address each request came to (app.ts):
  // opened at 127.0.0.1 or from a phone on the network, it sends nobody to localhost. Never when
  // mail really leaves (SMTP_URL): a forged Host would put its own address in the reset link mailed
  // to someone else (reset poisoning). The demo's own mail is only printed in its log.
  const originFromRequest = demoMode && !env.APP_ORIGIN && !env.SMTP_URL;
  if (demoMode && !env.APP_ORIGIN && env.SMTP_URL) deps.logger.warn('demo with SMTP_URL and no APP_ORIGIN: links go to localhost; set APP_ORIGIN');
  return {
    mailer,
    google,
    appOrigin: appOriginOf(env),
    originFromRequest,
    demoMode,
  };
}
