import { CommandError } from './command.ts';

/**
 * What a command's run failed with: the message and exit code of its CommandError. A run that
 * succeeds, or fails with anything else, fails the test.
 */
export const commandFailure = async (run: Promise<void>) => {
  const error = await run.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof CommandError)) throw new Error(`expected a CommandError, got ${String(error)}`);
  return { message: error.message, exitCode: error.exitCode };
};
