import type { Database } from '../db/database.ts';
import type { Env } from '../env.ts';
import { openConfiguredDatabase } from '../runtime.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Events } from './events.ts';
import type { CliProgram } from './module.ts';

/** What an operator command needs: the database, the time, and where its output goes. */
export interface CommandIo {
  db: Database;
  clock: Clock;
  out(line: string): void;
  /** A line that replaces the previous one, on a terminal only (progress of a long command). */
  progress?(line: string): void;
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

const MAX_CAUSE_LENGTH = 300;
const firstLine = (text: string) => {
  const line = text.split('\n', 1)[0]?.trim() ?? '';
  return line.length > MAX_CAUSE_LENGTH ? `${line.slice(0, MAX_CAUSE_LENGTH - 1)}…` : line;
};

/**
 * What an operator reads when a command fails: one pt-BR line. A refusal says what to fix; a
 * database failure gives its cause (never the statement, which drizzle puts in its own message,
 * nor a stack); anything else is named as unexpected.
 */
export function describeFailure(error: unknown): string {
  if (error instanceof CommandError) return error.message;
  let deepest: unknown = error;
  while (deepest instanceof Error && deepest.cause !== undefined) deepest = deepest.cause;
  const message = deepest instanceof Error ? deepest.message : String(deepest);
  const code = (deepest as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^(ECONNREFUSED|ENOTFOUND|ETIMEDOUT|EAI_AGAIN)$/.test(code)) {
    return `Não foi possível conectar ao banco de dados: ${firstLine(message)}`;
  }
  // SQLSTATE codes are five characters (e.g. 54000: too many bind parameters).
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return `O banco de dados recusou a operação (${code}): ${firstLine(message)}`;
  return `Erro inesperado: ${firstLine(message)}`;
}

/**
 * Rows as aligned columns, one `io.out` line each (the first row is the header). Widths are
 * found in one pass, without spreading the rows into Math.max: a list of 100,000 proposals
 * would overflow the stack that way.
 */
export function printTable(io: Pick<CommandIo, 'out'>, table: readonly (readonly string[])[]): void {
  const widths: number[] = [];
  for (const line of table) line.forEach((cell, column) => (widths[column] = Math.max(widths[column] ?? 0, cell.length)));
  for (const line of table)
    io.out(
      line
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
}

/** The process exit code for an error thrown by a command. */
export const exitCodeOf = (error: unknown): number => (error instanceof CommandError ? error.exitCode : EXIT_FAILED);

/** What a command that writes something other modules hear of also gets: the program's events (lib/events.ts). */
export interface EventsCommandIo extends CommandIo {
  events: Events;
}

export type Command = (io: EventsCommandIo, args: string[]) => Promise<void>;

/** A command run by cli.ts: the configured database, made ready (migrated, its job queues made), opened for it alone. */
export const withDatabase =
  (command: Command) =>
  async (env: Env, args: string[], { events, prepareDatabase }: CliProgram) => {
    const database = await openConfiguredDatabase(env);
    try {
      await prepareDatabase(database);
      let progressShown = false;
      const io: EventsCommandIo = {
        db: database.db,
        clock: systemClock,
        events,
        out: (line) => {
          if (progressShown) process.stdout.write('\r\x1b[2K');
          progressShown = false;
          process.stdout.write(`${line}\n`);
        },
        ...(process.stdout.isTTY && {
          progress: (line: string) => {
            progressShown = true;
            process.stdout.write(`\r\x1b[2K${line}`);
          },
        }),
      };
      try {
        await command(io, args);
      } finally {
        if (progressShown) process.stdout.write('\r\x1b[2K');
      }
    } finally {
      await database.close();
    }
  };
