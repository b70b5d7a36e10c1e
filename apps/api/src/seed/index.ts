import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../env.ts';
import type { RunMode } from '../runtime-mode.ts';
import { apiModules, appEvents } from '../modules/index.ts';
import type { SeedContext, Seeder } from './seed-context.ts';

export type { SeedContext, Seeder } from './seed-context.ts';

/** Every module's demo data, in the modules' order (a module's after those it builds on). */
export const seeders: readonly Seeder[] = apiModules.flatMap((module) => module.seeders ?? []);

/** What a seed is run with: its seeders also get the program's events. */
export type SeedOptions = Omit<SeedContext, 'events'>;

export async function seedDatabase(options: SeedOptions): Promise<void> {
  const context: SeedContext = { ...options, events: appEvents };
  for (const seeder of seeders) {
    context.logger.debug('seed: running', { seeder: seeder.name });
    await seeder.run(context);
  }
}

/** Left in DATA_DIR once the embedded demo's data is written: later starts leave the data as the tester left it. */
const DEMO_SEED_MARK = 'demo-seeded';

/**
 * The only automatic seed: the demo's first run on the embedded database (`npm start` on a fresh
 * machine). Never in production and never on a PostgreSQL server, whatever its tables hold: there
 * demo data comes only from an explicit `cli seed --demo`. Answers whether it seeded.
 */
export async function seedDemoOnFirstRun(
  context: SeedOptions,
  where: { mode: RunMode; env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'> },
): Promise<boolean> {
  if (where.mode !== 'demo' || where.env.DATABASE_URL) return false;
  const mark = join(where.env.DATA_DIR, DEMO_SEED_MARK);
  if (existsSync(mark)) return false;
  context.logger.info('first run of the demo: adding the demo data');
  await seedDatabase(context);
  writeFileSync(mark, `${context.clock.now().toISOString()}\n`);
  return true;
}
