import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { outbox, users } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from './mailer.ts';

/**
 * The embedded default's mailer: nothing leaves the server. Each message is kept in the
 * `outbox` table (no route reads it: decision 015) and printed to the log,
 * links included, so the password recovery flow works offline.
 */
export function createOutboxMailer(deps: { db: Database; clock: Clock; logger: Logger }): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const { headers, ...kept } = message;
      const to = message.to.toLowerCase();
      // Kept as the mail of the account holding the address now, if any (an address changes hands).
      const holder = sql`(select ${users.id} from ${users} where ${users.email} = ${to})`;
      await deps.db.insert(outbox).values({ ...kept, to, userId: holder, createdAt: deps.clock.now() });
      deps.logger.info('mail kept in the outbox (SMTP_URL is not set)', {
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(headers && { headers }),
      });
    },
  };
}
