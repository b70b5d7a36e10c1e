import type { Logger } from '../lib/logger.ts';
import type { Mailer } from './mailer.ts';
import type { SmtpTransport } from './smtp-client.ts';

export interface SmtpMailer extends Mailer {
  /** Waits for the deliveries under way (shutdown, tests). */
  flush(): Promise<void>;
}

/**
 * Hands each message to the SMTP server in the background: the request that asked for it
 * answers at once (a password reset answers in the same time whether or not a message goes
 * out). A failed delivery is logged, not retried: the person can ask again.
 */
export function createSmtpMailer(deps: { transport: SmtpTransport; logger: Logger }): SmtpMailer {
  const pending = new Set<Promise<void>>();
  return {
    kind: 'smtp',
    async send(message) {
      const delivery: Promise<void> = deps.transport
        .deliver(message)
        .then(
          () => deps.logger.info('mail sent', { to: message.to, subject: message.subject }),
          (error: unknown) => deps.logger.error('mail delivery failed', { to: message.to, subject: message.subject, error }),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush() {
      await Promise.all(pending);
    },
  };
}
