import { beforeAll, afterAll } from 'vitest';
import { createApp, type App, type AppOptions } from '../app.ts';
import { createArgon2Hasher } from '../auth/password-hasher.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { createBackground, type Background } from '../lib/background.ts';
import { silentLogger } from '../lib/logger.ts';
import { MemoryRateLimiter } from '../rate-limit/memory-rate-limiter.ts';
import type { TestDatabase } from './databases.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function createTestClock(start = Date.parse('2026-03-02T12:00:00Z')): TestClock {
  let now = start;
  return { now: () => new Date(now), advance: (ms) => void (now += ms) };
}

/** argon2id still, at the lowest cost: the flows are real, the tests fast. */
export const createTestHasher = () => createArgon2Hasher({ memoryCost: 1024, timeCost: 1 });

// The background work of each test app: `call` waits for it, so that a test reads what a
// request's background work wrote (an e-mail) as soon as the answer is in.
const backgrounds = new WeakMap<App, Background>();

export function createTestApp(db: DatabaseHandle['db'], overrides: Partial<AppOptions> = {}) {
  const clock = createTestClock();
  const rateLimiter = new MemoryRateLimiter();
  const background = overrides.background ?? createBackground(silentLogger);
  const app = createApp({
    db,
    clock,
    rateLimiter,
    jwtSecret: TEST_JWT_SECRET,
    passwordHasher: createTestHasher(),
    trustProxy: true,
    // Each visit written before `call` returns, so that a test reads it at once.
    visitFlushMs: 0,
    ...overrides,
    background,
  });
  backgrounds.set(app, background);
  return { app, clock, rateLimiter, background };
}

/**
 * Opens `database` for the enclosing describe block (migrated; dropped after it). Read
 * `.handle` inside tests and hooks, once `beforeAll` has run.
 */
export function useTestDatabase(database: TestDatabase) {
  const state: { handle?: DatabaseHandle; drop?: () => Promise<void> } = {};
  beforeAll(async () => {
    const opened = await database.open();
    state.handle = opened.handle;
    state.drop = opened.drop;
  });
  afterAll(async () => {
    await state.drop?.();
  });
  return {
    get handle(): DatabaseHandle {
      if (!state.handle) throw new Error('the test database is opened in beforeAll');
      return state.handle;
    },
  };
}

interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  headers: Response['headers'];
  text: string;
  json: Record<string, unknown> | undefined;
}

/** A JSON request through the real app; `body` is sent as JSON (snake_case, as on the wire). */
export async function call(app: App, method: string, path: string, options: RequestOptions = {}): Promise<TestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  const response = await app.request(path, {
    method,
    headers,
    ...(options.body !== undefined && { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  const text = await response.text();
  await backgrounds.get(app)?.idle();
  const json: unknown = text && /^application\/([\w.-]+\+)?json\b/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : undefined;
  return { status: response.status, headers: response.headers, text, json: json as Record<string, unknown> | undefined };
}

let counter = 0;
/** An address no other test uses (emails are unique per test so tests can share a database). */
export const uniqueEmail = (prefix = 'criadora') => `${prefix}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

let registrations = 0;
/** Registers an account and returns its token. */
export async function registerAccount(app: App, overrides: { name?: string; email?: string; password?: string } = {}) {
  const account = { name: 'Ana Clara Souza', email: uniqueEmail(), password: 'senha-segura-123', ...overrides };
  // Each from an address of its own, so that the sign-ups of a test never reach the per-address limit.
  const address = `2001:db8::${(registrations += 1).toString(16)}`;
  const response = await call(app, 'POST', '/v3/account/register', { body: account, headers: { 'x-forwarded-for': address } });
  if (response.status !== 201 || typeof response.json?.['access_token'] !== 'string') {
    throw new Error(`register failed: ${response.status} ${response.text}`);
  }
  return { ...account, token: response.json['access_token'] };
}
