import { z } from 'zod';
import type { Env } from '../../env.ts';
import { openConfiguredDatabase } from '../../runtime.ts';
import { CommandError, EXIT_USAGE, printTable, type CommandIo } from '../command.ts';
import { createJobAdmin, type JobAdmin } from './job-runner.ts';

const jobsRetryUsage = 'Uso: jobs:retry <id>';

/** What the jobs' commands need: where their output goes, and the jobs. */
export type JobsCommandIo = Pick<CommandIo, 'out'> & { jobs: JobAdmin };

/** jobs:failed: the failed jobs still kept (a week), the last first: queue, id, error, when. */
export async function jobsFailedCommand(io: JobsCommandIo, args: string[]): Promise<void> {
  if (args.length > 0) throw new CommandError('Uso: jobs:failed', EXIT_USAGE);
  const failed = await io.jobs.failed();
  if (failed.length === 0) {
    io.out('Nenhuma tarefa falhou.');
    return;
  }
  printTable(io, [
    ['tarefa', 'id', 'erro', 'quando'],
    ...failed.map((job) => [job.name, job.id, job.error.split('\n', 1)[0] ?? '', job.failedAt.toISOString()]),
  ]);
}

/** jobs:retry <id>: one more attempt for a failed job. */
export async function jobsRetryCommand(io: JobsCommandIo, args: string[]): Promise<void> {
  const id = args.length === 1 ? z.uuid().safeParse(args[0]) : undefined;
  if (!id?.success) throw new CommandError(`Informe o id de uma tarefa (jobs:failed lista as que falharam).\n\n${jobsRetryUsage}`, EXIT_USAGE);
  const outcome = await io.jobs.retry(id.data);
  if (outcome === 'not-found') throw new CommandError(`Tarefa ${id.data} não encontrada.`);
  if (outcome === 'not-failed') throw new CommandError(`A tarefa ${id.data} não falhou: nada a tentar de novo.`);
  io.out(`Tarefa ${id.data} enviada de novo para a fila.`);
}

const withJobs = (command: (io: JobsCommandIo, args: string[]) => Promise<void>) => async (env: Env, args: string[]) => {
  const database = await openConfiguredDatabase(env);
  try {
    await command({ out: (line) => process.stdout.write(`${line}\n`), jobs: createJobAdmin(database.jobExecutor()) }, args);
  } finally {
    await database.close();
  }
};

export const jobsCommands = { 'jobs:failed': withJobs(jobsFailedCommand), 'jobs:retry': withJobs(jobsRetryCommand) };

export const jobsCommandsUsage = `  jobs:failed                    the background jobs that failed their last attempt (kept a week):
                                 queue, id, error and when
  jobs:retry <id>                one more attempt for a failed job
`;
