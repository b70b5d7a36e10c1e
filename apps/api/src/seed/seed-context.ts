import type { PasswordHasher } from '../auth/password-hasher.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { Events } from '../lib/events.ts';
import type { Logger } from '../lib/logger.ts';

export interface SeedContext {
  db: Database;
  passwordHasher: PasswordHasher;
  clock: Clock;
  logger: Logger;
  events: Events;
}

/**
 * One area's demo data. Each seeder is idempotent (it adds what is missing and never
 * overwrites), so `seed` can run on any database, any number of times.
 */
export interface Seeder {
  name: string;
  run(context: SeedContext): Promise<void>;
}
