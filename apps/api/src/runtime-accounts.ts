import type { AppDeps } from './app.ts';
import { createGoogleIdTokenVerifier } from './auth/google-id-token.ts';
import type { Database } from './db/database.ts';
import type { Env } from './env.ts';
import type { Clock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import { createSmtpTransport } from './mail/smtp-client.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';

/**
 * The account adapters the configuration asks for: SMTP or the outbox, Google sign-in or
 * none, and whether this is the demo (by default, the embedded database is the demo).
 */
export function accountDeps(
  env: Env,
  deps: { db: Database; clock: Clock; logger: Logger },
): Pick<AppDeps, 'mailer' | 'google' | 'appOrigin' | 'demoMode'> {
  const mailer = env.SMTP_URL
    ? createSmtpMailer({ transport: createSmtpTransport({ url: env.SMTP_URL, from: env.MAIL_FROM, clock: deps.clock }), logger: deps.logger })
    : createOutboxMailer(deps);
  const google = env.GOOGLE_CLIENT_ID
    ? createGoogleIdTokenVerifier({ clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL, clock: deps.clock })
    : undefined;
  const demoMode = env.DEMO_MODE ?? !env.DATABASE_URL;
  deps.logger.info('accounts', { mail: mailer.kind, googleSignIn: Boolean(google), demoMode });
  return { mailer, google, appOrigin: env.APP_ORIGIN ?? `http://localhost:${env.PORT}`, demoMode };
}
