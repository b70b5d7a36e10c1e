import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEMO_PASSWORD = 'demo12345';
export const demo = {
  bronze: 'bronze@example.com',
  silver: 'prata@example.com',
  gold: 'ouro@example.com',
} as const;

/** The API's log of this run (playwright.config.ts writes the API's output there). */
const apiLog = () => join(process.env.E2E_DATA_DIR ?? '', 'api.log');

interface Mail {
  subject: string;
  text: string;
}

/**
 * The newest mail to `email` with `subject`, as the demo API printed it in its log: the demo's
 * only way to read mail (no HTTP route shows anyone's mail). Waits for it to be written
 * (`timeout`: a notification's mail leaves with the job runner's minute sweep).
 */
export async function newestMail(email: string, subject: string, options: { timeout?: number } = {}): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(() => {
      const lines = readFileSync(apiLog(), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'));
      const mails = lines
        .map((line) => JSON.parse(line) as { message?: string; to?: string } & Partial<Mail>)
        .filter((entry) => entry.message?.startsWith('mail kept in the outbox') && entry.to?.toLowerCase() === email.toLowerCase())
        .filter((entry): entry is Mail & { to: string } => entry.subject === subject && typeof entry.text === 'string');
      found = mails.at(-1);
      return found !== undefined;
    }, options)
    .toBe(true);
  return found as Mail;
}

/** A demo account's access token, signed in through the API. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const auth = await request.post('/v3/account/auth', { data: { email, password } });
  expect(auth.status()).toBe(200);
  return ((await auth.json()) as { access_token: string }).access_token;
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  // By role: only what is shown. Leaving a page, React may keep its tree a moment, hidden, beside
  // the login form (the account page has its own 'E-mail' and 'Senha').
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Opens /login, signs in as `email` and waits to be let in (on the page her level leads to). */
export async function logInAs(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Fills the sign-up form (/register) and sends it, as a person would. */
export async function submitSignUp(page: Page, { name, email, password }: { name: string; email: string; password: string }) {
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

/** Fills the affiliate registration (/affiliate/register): the name, the CPF or CNPJ, a phone, and an e-mail as the PIX key. */
export async function fillAffiliateRegistration(page: Page, { name, document, pixEmail }: { name: string; document: string; pixEmail: string }) {
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('CPF ou CNPJ').fill(document);
  await page.getByLabel('Telefone / WhatsApp').fill('(71) 98765-4321');
  await page.getByRole('combobox', { name: 'Tipo da chave PIX' }).click();
  await page.getByRole('option', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'Chave PIX' }).fill(pixEmail);
}

/** A new account (registered through the API), signed in through the login page. */
export async function signUpAndSignIn(
  page: Page,
  request: APIRequestContext,
  { name, email, password }: { name: string; email: string; password: string },
) {
  const created = await request.post('/v3/account/register', { data: { name, email, password } });
  expect(created.status()).toBe(201);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The page's accessibility violations, each as "rule: the elements' selectors" (none is the goal). */
export async function axeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Waits until the app has taken over a private page the server drew (src/app-shell): until then
 * its controls are the server's markup, replaced as the app renders (what she does on them
 * meanwhile is carried over, lib/early-input.ts, but a test's next step may find them gone).
 */
export async function appTookOver(page: Page) {
  await expect(page.locator('#root:not([data-signed-in-shell])')).toBeAttached();
}

export async function accessCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'ma_access-token');
}

const shotsDir = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

/** Saves a full-page screenshot at 360 px and 1280 px wide to artifacts/ (git-ignored). */
export async function screenshotBothWidths(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 760 : 800 });
    await expect(page.locator('body')).toBeVisible();
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(shotsDir, `${name}-${width}.png`), fullPage: true });
  }
}

/**
 * The URL pattern of the file holding a route's lazy part (for '_auth/login.tsx', its file under
 * /assets/): lazy files are named by their hash alone (vite.config.ts). The build's manifest names
 * a part the bundler gave a file of its own; one placed in a larger file (build/signed-in-chunks.ts)
 * is found in the files' source maps.
 */
export function routeChunkPattern(routeFile: string, part = 'component'): string {
  const dist = process.env.E2E_WEB_DIST_DIR ?? join(import.meta.dirname, '..', 'dist');
  const module = `src/routes/${routeFile}?tsr-split=${part}`;
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[module];
  if (entry) return `**/${entry.file}`;
  const assets = join(dist, 'assets');
  const map = readdirSync(assets).find(
    (file) =>
      file.endsWith('.js.map') &&
      (JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources: string[] }).sources.some((source) => source.endsWith(module)),
  );
  if (!map) throw new Error(`no file holds ${module} in the build`);
  return `**/assets/${map.replace(/\.map$/, '')}`;
}

// A 48x48 JPEG: the server checks, cleans and resizes whatever it receives.
const PHOTO = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwADADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCOApIIAAAAAAAAAAAAAAAD/9k=',
  'base64',
);

/** Picks `option` in the combobox labelled `label` (typing narrows the list). */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('combobox', { name: label, exact: true }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * On the kit editor, fills what the kit lacks to be complete (a photo, the bio, the place, a
 * niche) for the creator named `name`; saving is the caller's.
 */
export async function fillKit(page: Page, kit: { name: string; bio: string; state: string; city: string; niche: string }) {
  await page.locator('input[type="file"]').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
  await expect(page.getByRole('img', { name: `Foto de ${kit.name}` })).toBeVisible();
  await page.getByLabel('Bio').fill(kit.bio);
  await pick(page, 'Estado', kit.state);
  await pick(page, 'Cidade', kit.city);
  await page.getByRole('combobox', { name: 'Nichos' }).click();
  await page.getByRole('option', { name: kit.niche }).click();
  await page.keyboard.press('Escape');
}
