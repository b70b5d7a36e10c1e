/**
 * The platform's background jobs (docs/decisions/018-jobs-on-pg-boss.md): work that outlives a
 * request, kept in the database, retried with backoff, scheduled, and run once across every
 * API process. `job-runner.ts` runs them on pg-boss; modules only see these types.
 */

/**
 * How a queue behaves. `stately`: at most one job waiting and one running per singleton key
 * (per queue without one), which also makes a scheduled round run in one process at a time.
 */
export type JobPolicy = 'standard' | 'short' | 'singleton' | 'stately';

export interface JobOptions {
  /** Attempts after the first one (0: never retried). */
  retryLimit: number;
  /** Seconds before a retry; with `retryBackoff`, the base of an exponential, jittered delay. */
  retryDelay: number;
  retryBackoff: boolean;
  /** An attempt still running after this long counts as failed (and is retried): it must outlast the work. */
  expireInSeconds: number;
  /** Default: standard. */
  policy?: JobPolicy;
  /** Jobs of this queue one process works on at once. Default: 1. */
  concurrency?: number;
  /**
   * Jobs fetched at once (each settled on its own: a failure retries that job only). Above 1, one
   * worker fetches them and runs `concurrency` of them at once, and fetches again once they are
   * done. An idle worker looks for work every polling interval (2 s), and a busy one once its
   * fetch is done: a queue of many short jobs needs batches to run more than a few a second.
   * Default: 1 (`concurrency` workers, one job each).
   */
  batchSize?: number;
}

/**
 * The options of a queue of one job per row, its id the singleton key (a mail, a push, a voice
 * profile, an application's decision, a connection's refresh): `stately`, so at most one job
 * waits and one runs per row, and a failed attempt retried after a doubling, jittered delay
 * from `retryDelay` seconds.
 */
export const perRowJobOptions = (options: Omit<JobOptions, 'retryBackoff' | 'policy'>): JobOptions => ({
  ...options,
  retryBackoff: true,
  policy: 'stately',
});

/**
 * A queue and its settings, declared once: a module lists the queues its transactions queue jobs
 * on (its manifest's `queues`, made with the migrations) and defines its handler with the same.
 */
export interface JobQueue {
  name: string;
  options: JobOptions;
}

export interface JobContext {
  id: string;
  /** 1 on the first attempt. */
  attempt: number;
  /** No retry follows this attempt if it fails. */
  lastAttempt: boolean;
  /** Aborted when the process stops: stop early and leave the rest for another process. */
  signal: AbortSignal;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

/**
 * The one claim rule of a job that works on a row of its own (a mail, a push, a voice profile;
 * docs/decisions/018): the states its attempt takes the row from, decided by pg-boss's attempt
 * number. A first attempt takes the row only while it waits; a retry also from `working`, where an
 * earlier attempt of the same job left it (its process died, or it threw mid-way: pg-boss retries
 * a job only once its attempt is over). A row `working` at a first attempt is another job's, and
 * any other state is settled: the attempt leaves it. The row keeps its domain state only, no claim.
 */
export const claimableStates = <const S extends string>(job: Pick<JobContext, 'attempt'>, waiting: S, working: S): S[] =>
  job.attempt > 1 ? [waiting, working] : [waiting];

export interface SendOptions {
  /** With a `short` or `stately` queue: no second job for the same key while one waits. */
  singletonKey?: string;
}

/** What a request needs: queue a job (false when the queue already holds it for that key). */
export interface JobSender {
  send(name: string, data?: object, options?: SendOptions): Promise<boolean>;
}

export interface JobRunner extends JobSender {
  /** The queue `name` and what works on it; before `start`. */
  define<T extends object>(name: string, handler: JobHandler<T>, options: JobOptions): void;
  /**
   * Sends a job to `name` on `cron` (UTC): once per tick across every process. `runAtStart`
   * also sends one when this process starts (a waiting one is not doubled on a stately queue).
   */
  schedule(name: string, cron: string, options?: { runAtStart?: boolean }): void;
  start(): Promise<void>;
  /** Stops fetching, aborts the handlers' signal and waits for them (up to the grace); a job still running is retried elsewhere. */
  stop(): Promise<void>;
}

export interface FailedJob {
  name: string;
  id: string;
  error: string;
  /** Attempts made, the last one failed. */
  attempts: number;
  createdAt: Date;
  startedAt: Date | null;
  failedAt: Date;
  /** Where the next page starts after this job (`failed`'s `cursor`). */
  cursor: string;
}
