import type { Database } from '../db/database.ts';
import type { Env } from '../env.ts';
import { openConfiguredDatabase } from '../runtime.ts';
import { systemClock, type Clock } from './clock.ts';

/** What an operator command needs: the database, the time, and where its output goes. */
export interface CommandIo {
  db: Database;
  clock: Clock;
  out(line: string): void;
}

/** Exit codes of cli.ts: 1 the command was refused or failed, 2 its arguments are wrong. */
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** A failure the operator caused and can fix: printed as is, without a stack trace. */
export class CommandError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode: number = EXIT_FAILED) {
    super(message);
    this.name = 'CommandError';
    this.exitCode = exitCode;
    // cli.ts prints the stack of a failed command; for these, the message is all there is to say.
    this.stack = message;
  }
}

/** The process exit code for an error thrown by a command. */
export const exitCodeOf = (error: unknown): number => (error instanceof CommandError ? error.exitCode : EXIT_FAILED);

export type Command = (io: CommandIo, args: string[]) => Promise<void>;

/** A command run by cli.ts: the configured database, migrated, opened for it alone. */
export const withDatabase = (command: Command) => async (env: Env, args: string[]) => {
  const database = await openConfiguredDatabase(env);
  try {
    await database.migrate();
    await command({ db: database.db, clock: systemClock, out: (line) => process.stdout.write(`${line}\n`) }, args);
  } finally {
    await database.close();
  }
};
