import { expect, request as playwrightRequest, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { completeCnpj, formatCnpj } from '@ma/domain';
import { mkdirSync } from 'node:fs';
import { axeViolations, newestMail } from '../../web/e2e/helpers.ts';
import { DEMO_ADMIN, newOperator, signedInContext } from './operators.ts';

// Issue #40 (docs/decisions/038-brands-on-the-platform.md): brands signed up through the API, for
// the back office's brand screens (Contas de marca, Propostas das marcas).

const run = Date.now();

/** A number this run's names and e-mails carry, so that reruns on one database never collide. */
export const RUN = run % 100_000;

/** A valid CNPJ no earlier run used: 8 digits of the run, branch `branch`, and its two check digits. */
const freshCnpj = (branch: number): string => formatCnpj(completeCnpj(`${`${run}`.slice(-8)}${String(branch).padStart(4, '0')}`));

export interface SignedUpBrand {
  /** The owner's session (the brand's cookie), for the brands' API (/v3/brand/...). */
  owner: APIRequestContext;
  id: string;
  name: string;
  cnpj: string;
  email: string;
}

/**
 * A pending brand, signed up through the API; its owner's e-mail proven with the mailed link when
 * `proveEmail`. `branch` tells apart the brands of one run (each spec uses its own).
 */
export async function signUpBrand(baseURL: string, name: string, branch: number, proveEmail: boolean): Promise<SignedUpBrand> {
  const owner = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const cnpj = freshCnpj(branch);
  const email = `marca-${branch}-${run}@example.com`;
  const signedUp = await owner.post('/v3/brand/sign-up', {
    data: { company_name: name, cnpj, name: 'Helena Duarte', email, password: 'senha-da-marca-123' },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const { brand } = (await signedUp.json()) as { brand: { id: string } };
  if (proveEmail) {
    const mail = await newestMail(email, 'Confirme o e-mail da sua marca na Mais Alcance');
    const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.endsWith('/confirmar-email'));
    const token = link && new URL(link).searchParams.get('token');
    if (!token) throw new Error(`no proof link mailed to ${email}`);
    const proven = await owner.post('/v3/brand/verify-email', { data: { token } });
    expect(proven.status(), await proven.text()).toBe(204);
  }
  return { owner, id: brand.id, name, cnpj, email };
}

/** Screenshots at 1280 and 768 px when BRANDS_SHOTS names a folder (the screen's review, not the test's). */
export async function shoot(page: Page, name: string) {
  const folder = process.env.BRANDS_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The page's accessibility violations with a dialog open, but the second banner: Mantine draws every
 * modal's header as a <header>, a banner beside the AppShell's (each back-office dialog has it; a
 * theme matter, not this screen's).
 */
export const dialogViolations = async (page: Page) =>
  (await axeViolations(page)).filter((violation) => !/^landmark-(no-duplicate-banner|unique): \.m_3b16f56b$/.test(violation));

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação' });

/** Chooses a situação of a filter (its radio is hidden under its label, as a person sees it). */
export const situation = (page: Page, label: string) => page.locator('label', { hasText: label }).click();

/** Opens the '⋮' menu of `row`, the row of `name`. */
export const openActions = (row: Locator, name: string) => row.getByRole('button', { name: `Ações para ${name}` }).click();

/** Chooses `action` in the '⋮' menu of `row` (the row of `name`), and gives the dialog it opens, named `dialog`. */
export async function chooseAction(page: Page, row: Locator, name: string, action: string, dialog: string) {
  await openActions(row, name);
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  return page.getByRole('dialog', { name: dialog });
}

/** Presses `label` in `dialog`: the toast `done` shows, the dialog closes and `row` leaves the list. */
export async function decide(page: Page, dialog: Locator, label: string, done: string, row: Locator) {
  await dialog.getByRole('button', { name: label }).click();
  await expect(page.getByText(done)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
}

/** A brand screen of support's: its menu link and heading, its path, its API, and what shows once it loaded (its table or its empty list). */
interface SupportScreen {
  name: string;
  path: string;
  api: string;
  loaded: (page: Page) => Locator;
}

/**
 * Support opens `screen` from the menu and sees it load; finance is not offered it, is told whose
 * page it is, and the API answers 403. Two new operators of the demo admin, named `names`.
 */
export async function supportOnly(browser: Browser, baseURL: string, screen: SupportScreen, names: { support: string; finance: string }) {
  const admin = await signedInContext(browser, baseURL, DEMO_ADMIN);
  const [support, finance] = await Promise.all([
    newOperator(browser, baseURL, admin, 'support', names.support),
    newOperator(browser, baseURL, admin, 'finance', names.finance),
  ]);

  const supportPage = await support.context.newPage();
  await supportPage.goto('/backoffice/');
  await nav(supportPage).getByRole('link', { name: screen.name, exact: true }).click();
  await expect(supportPage.getByRole('heading', { name: screen.name, exact: true })).toBeVisible();
  await expect(screen.loaded(supportPage)).toBeVisible();

  const financePage = await finance.context.newPage();
  await financePage.goto('/backoffice/');
  await expect(nav(financePage).getByRole('link', { name: 'Marcas e comissões' })).toBeVisible();
  await expect(nav(financePage).getByRole('link', { name: screen.name, exact: true })).toHaveCount(0);
  await financePage.goto(screen.path);
  await expect(financePage.getByText('Esta página não é do seu papel')).toBeVisible();
  const answer = await finance.context.request.get(screen.api, { headers: { origin: baseURL } });
  expect(answer.status()).toBe(403);
  await Promise.all([support.context.close(), finance.context.close(), admin.close()]);
}
