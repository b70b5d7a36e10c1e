import { createArgon2Hasher } from './auth/password-hasher.ts';
import { loadEnv } from './env.ts';
import { systemClock } from './lib/clock.ts';
import { CommandError, describeFailure, exitCodeOf } from './lib/command.ts';
import { jobsCommands, jobsCommandsUsage } from './lib/jobs/jobs.cli.ts';
import { createLogger } from './lib/logger.ts';
import type { CliCommand } from './lib/module.ts';
import { apiModules, appEvents, prepareDatabase } from './modules/index.ts';
import { openConfiguredDatabase } from './runtime.ts';
import { runMode } from './runtime-mode.ts';
import { seedDatabase } from './seed/index.ts';

const usage = `Usage: node dist/cli.js <command>

Commands:
  migrate   apply the database migrations (DATABASE_URL, or the PGlite database in DATA_DIR) and
            add the reference data every deployment has (the niches); never demo data
  seed --demo
            apply the migrations, then add the demo data (accounts with a public password: the
            demo only, so it refuses to run in production; safe to run again: adds what is missing)
${apiModules.map((module) => module.commands?.usage ?? '').join('')}${jobsCommandsUsage}`;

const commands: Record<string, CliCommand> = {
  ...Object.assign({}, ...apiModules.map((module) => module.commands?.run)),
  ...jobsCommands,
  async migrate(env) {
    const database = await openConfiguredDatabase(env);
    try {
      await prepareDatabase(database);
    } finally {
      await database.close();
    }
  },
  async seed(env, args) {
    // Demo data is never written by accident: the flag says what is written, and production refuses it.
    if (args.length !== 1 || args[0] !== '--demo') throw new CommandError('use "seed --demo": it adds the demo accounts, brands and coupons');
    if (runMode(env) === 'production') {
      throw new CommandError('the demo data has accounts with a public password: run it in the demo (DEMO_MODE=1), never in production');
    }
    const logger = createLogger(env.LOG_LEVEL);
    const database = await openConfiguredDatabase(env);
    try {
      await prepareDatabase(database);
      await seedDatabase({ db: database.db, passwordHasher: createArgon2Hasher(), clock: systemClock, logger });
    } finally {
      await database.close();
    }
  },
};

const [name, ...args] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  process.stderr.write(name && name !== '--help' && name !== 'help' ? `Unknown command: ${name}\n\n${usage}` : usage);
  process.exit(name && name !== '--help' && name !== 'help' ? 2 : 0);
}
let env: ReturnType<typeof loadEnv> | undefined;
try {
  env = loadEnv();
  await command(env, args, { events: appEvents, prepareDatabase });
  process.stdout.write(`${name}: ok\n`);
} catch (error) {
  process.stderr.write(`${name}: falhou: ${describeFailure(error)}\n`);
  // The stack is for whoever debugs the command (LOG_LEVEL=debug), not for the operator.
  if (env?.LOG_LEVEL === 'debug' && error instanceof Error && !(error instanceof CommandError)) process.stderr.write(`${error.stack}\n`);
  process.exit(exitCodeOf(error));
}
