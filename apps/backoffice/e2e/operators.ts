import type { Browser, BrowserContext } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshCode } from './totp.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// Operators for a flow that is about something else than signing in (backoffice.spec.ts walks the
// sign-in and the enrolment through the screens): made and signed in through the admin API, each in
// a browser context of their own, as the screens would.

interface Credentials {
  email: string;
  password: string;
  secret: string;
}

/** The demo's operator (README; apps/api/src/modules/operators/demo-operator.seeder.ts). */
export const DEMO_ADMIN: Credentials & { name: string } = {
  email: 'operador@example.com',
  password: 'demo12345',
  secret: 'JBSWY3DPEHPK3PXPMAISALCANCEDEMO2',
  name: 'Olga',
};

/**
 * What this run's sign-ins used: the last time step of each secret (the API takes a code once) and
 * each operator's session (it lasts 12 hours), so that a spec after the first opens the demo
 * admin's without waiting for the authenticator's next 30-second step. Kept in the run's data
 * folder, not in memory: after a failed test Playwright goes on in a new worker, and the API still
 * remembers the codes the last one used.
 */
interface RunState {
  lastSteps: Record<string, number>;
  sessions: Record<string, StorageState>;
}

const stateFile = () => join(process.env.E2E_DATA_DIR ?? '.', 'operators-e2e.json');

const readState = (): RunState =>
  existsSync(stateFile()) ? (JSON.parse(readFileSync(stateFile(), 'utf8')) as RunState) : { lastSteps: {}, sessions: {} };

function updateState(change: (state: RunState) => void): void {
  const state = readState();
  change(state);
  writeFileSync(stateFile(), JSON.stringify(state));
}

/** The next code of `secret` that no earlier sign-in of this run used. */
export async function nextCode(secret: string): Promise<string> {
  const { code, step } = await freshCode(secret, readState().lastSteps[secret]);
  updateState((state) => {
    state.lastSteps[secret] = step;
  });
  return code;
}

const newContext = (browser: Browser, baseURL: string, storageState?: StorageState) =>
  browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', storageState });

/**
 * A browser context signed in as `who` (with a code of their authenticator, or `code`: one of
 * their recovery codes); its pages open the back office signed in.
 */
export async function signedInContext(browser: Browser, baseURL: string, who: Credentials, code?: string): Promise<BrowserContext> {
  const session = readState().sessions[who.email];
  if (session) return newContext(browser, baseURL, session);
  const context = await newContext(browser, baseURL);
  const answer = await context.request.post('/v3/admin/auth', {
    headers: { origin: baseURL },
    data: { email: who.email, password: who.password, code: code ?? (await nextCode(who.secret)) },
  });
  if (!answer.ok()) throw new Error(`sign-in of ${who.email}: ${answer.status()} ${await answer.text()}`);
  const signedIn = await context.storageState();
  updateState((state) => {
    state.sessions[who.email] = signedIn;
  });
  return context;
}

/**
 * A new operator of `role`, created by the signed-in admin of `admin`, enrolled through their setup
 * link (a password and a first code), and signed in in a context of their own.
 */
export async function newOperator(
  browser: Browser,
  baseURL: string,
  admin: BrowserContext,
  role: 'admin' | 'support' | 'finance',
  name: string,
): Promise<{ context: BrowserContext; email: string; name: string }> {
  const email = `${role}-${Date.now()}@example.com`;
  const created = await admin.request.post('/v3/admin/operators', { headers: { origin: baseURL }, data: { email, name, role } });
  if (!created.ok()) throw new Error(`new operator: ${created.status()} ${await created.text()}`);
  const token = new URL(((await created.json()) as { setup_url: string }).setup_url).pathname.split('/').at(-1) ?? '';
  const setup = await admin.request.get(`/v3/admin/setup/${token}`, { headers: { origin: baseURL } });
  const { secret } = (await setup.json()) as { secret: string };
  const password = `senha-de-${role}-1`;
  const enrolled = await admin.request.post(`/v3/admin/setup/${token}`, {
    headers: { origin: baseURL },
    data: { password, code: await nextCode(secret) },
  });
  if (!enrolled.ok()) throw new Error(`enrolment: ${enrolled.status()} ${await enrolled.text()}`);
  // The enrolment spent this step's code: the first sign-in takes a recovery code rather than wait for the next.
  const { recovery_codes: recoveryCodes } = (await enrolled.json()) as { recovery_codes: string[] };
  const context = await signedInContext(browser, baseURL, { email, password, secret }, recoveryCodes[0]);
  return { context, email, name };
}
