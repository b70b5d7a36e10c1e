import type { ErrorCode } from '@ma/domain';
import type { Hono } from 'hono';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Env } from '../env.ts';
import type { RunMode } from '../runtime-mode.ts';
import type { Seeder } from '../seed/seed-context.ts';
import type { Database, DatabaseHandle } from '../db/database.ts';
import type { Clock } from './clock.ts';
import type { EventHandlers, Events } from './events.ts';
import type { JobQueue, JobRunner } from './jobs/jobs.ts';
import type { Logger } from './logger.ts';
import type { PersonalTable } from './personal-data.ts';
import type { FileStorage } from './storage/storage.ts';
import type { Platform } from './types.ts';

/** What cli.ts gives each command of the whole program: its events, and how its database is made ready (modules/index.ts). */
export interface CliProgram {
  events: Events;
  prepareDatabase(database: DatabaseHandle): Promise<void>;
}

/** An operator command of cli.ts: the environment, the words after its name, and the program's events. */
export type CliCommand = (env: Env, args: string[], program: CliProgram) => Promise<void>;

/** A route that takes a body over the API's 64 KiB (an upload), and the error of a larger one. */
export interface Upload {
  path: string;
  maxBytes: number;
  tooLarge: ErrorCode;
}

/** What a module reads its configuration with, at the start of a process (main.ts). */
export interface ModuleSetup {
  env: Env;
  mode: RunMode;
  logger: Logger;
  clock: Clock;
  /** Origin of the web app in what the module builds: APP_ORIGIN, else the local address. */
  appOrigin: string;
  /** Private files (voice samples and voice-overs): never served to anyone. */
  privateFiles: FileStorage;
}

/** The app's secrets a module derives its own keys from (the tracking secret defaults to the JWT one). */
export interface ModuleSecrets {
  jwtSecret: string;
  trackingSecret: string;
}

/**
 * One API module as the rest of the program sees it: everything it adds, declared once. The
 * list of modules (modules/index.ts) is what `createApp` mounts and provides, what main.ts runs
 * jobs and flushes for, what cli.ts offers, what the demo seed writes and what the LGPD export
 * and deletion read. Adding a module is writing its manifest and adding it to that list
 * (docs/architecture.md, "Adding a module").
 *
 * `S` is the services of the whole app and `O` the modules' options (modules/services.ts): type
 * parameters, so that this platform file imports no module.
 */
export interface ApiModule<S extends Platform = Platform, O = unknown> {
  name: string;
  /** Its HTTP routes (mounted at the root; no two modules' routes overlap). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each router has its own env and schema
  routers?: readonly Hono<any, any, any>[];
  /**
   * Its part of the app's options, read from the environment by main.ts (its providers, live or
   * the labelled demo stand-ins; docs/deploy.md). Tests pass the options themselves.
   */
  configure?: (setup: ModuleSetup) => Partial<O>;
  /**
   * The reference data every deployment has (not demo data), written after the migrations on
   * every start (main.ts) and by `cli migrate`; safe to run again.
   */
  afterMigrate?: (db: Database) => Promise<void>;
  /**
   * The services it provides to its own handlers and to other modules, made once per app from
   * the platform and the app's options. Per-app state (caches, batches) lives here, never in a
   * module-level variable.
   */
  provide?: (platform: Platform, options: O & ModuleSecrets) => Partial<S>;
  /** With the demo's origin from the request (app.ts): its services as they are at `origin`. */
  atOrigin?: (services: S, origin: string) => Partial<S>;
  /** Paths whose JSON answers run to kilobytes: sent compressed to a browser that accepts it. */
  compressed?: readonly string[];
  /** Routes that take a larger body than the API's default limit. */
  uploads?: readonly Upload[];
  /**
   * What it does when another module emits an event (lib/events.ts), in the emitter's
   * transaction: how a module hears of the modules before it without their importing it.
   */
  events?: EventHandlers;
  /**
   * The queues it sends jobs to, in its transactions (lib/jobs/in-transaction.ts) or from a
   * request: made with the migrations (modules/index.ts `prepareDatabase`), so that a job queued
   * before any runner has started (the demo's first seed, a command) is kept. A scheduled job's
   * queue is the runner's to make.
   */
  queues?: readonly JobQueue[];
  /** Defines its durable jobs on the runner of each process (lib/jobs). */
  jobs?: (runner: JobRunner, services: S) => void;
  /** Writes what it gathers in memory: called once the process stops taking requests. */
  flush?: (services: S) => Promise<void>;
  /** Its operator commands, by name, and their lines in cli.ts's usage. */
  commands?: { run: Record<string, CliCommand>; usage: string };
  /** Its demo data, written in the list's order by `seed --demo` and the demo's first run. */
  seeders?: readonly Seeder[];
  /** The tables holding creators' rows (export and deletion), children before their parents. */
  personalTables?: readonly PersonalTable[];
  /** Its tables with no row of any creator (the catalogue, the brands' side). */
  otherTables?: readonly PgTable[];
}
