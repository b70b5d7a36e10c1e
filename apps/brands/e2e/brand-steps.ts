import { expect, type Browser, type Page } from '@playwright/test';
import { completeCnpj, formatCnpj } from '@ma/domain';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ADMIN, signedInContext } from '../../backoffice/e2e/operators.ts';
import { axeViolations, newestMail } from '../../web/e2e/helpers.ts';

// The steps the brands' specs share: a fresh CNPJ, the sign-up, the mailed links, an operator's
// approval (through the admin API), the creator's bell and the screenshots.

/** A CNPJ no earlier run used: 8 digits of `run`, branch 0001, and its two check digits. */
export const freshCnpj = (run: number): string => formatCnpj(completeCnpj(`${`${run}`.slice(-8).padStart(8, '1')}0001`));

const shotsDir = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

/**
 * A full-page screenshot at 360 px and 1280 px wide, in artifacts/ (git-ignored), and the page's
 * accessibility checked, but for a form showing a field's error: the product's inputs draw it in
 * Mantine's red 6, below AA contrast in every app (@ma/ui's theme; not this slice's to change).
 */
export async function screen(page: Page, name: string, { fieldError = false } = {}) {
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 760 : 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(shotsDir, `${name}-${width}.png`), fullPage: true });
  }
  if (!fieldError) expect(await axeViolations(page)).toEqual([]);
}

/** The link of the newest mail to `email` with `subject` whose address has `path`. */
export async function mailedLink(email: string, subject: string, path: string): Promise<string> {
  const mail = await newestMail(email, subject);
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link in "${subject}"`);
  return link;
}

export interface BrandOwner {
  company: string;
  name: string;
  email: string;
  password: string;
}

/** Fills 'Cadastre sua marca' and sends it. */
export async function fillSignUp(page: Page, owner: BrandOwner, cnpj: string) {
  await page.getByLabel('Nome da empresa').fill(owner.company);
  await page.getByLabel('CNPJ').fill(cnpj);
  await page.getByLabel('Seu nome').fill(owner.name);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Senha').fill(owner.password);
  await page.getByRole('button', { name: 'Cadastrar minha marca' }).click();
}

/** A decision of the demo's admin through the admin API (`path`, POSTed), which must answer 200. */
export async function operatorPost(browser: Browser, baseURL: string, path: string) {
  const operator = await signedInContext(browser, baseURL, DEMO_ADMIN);
  const answer = await operator.request.post(path, { headers: { origin: baseURL } });
  expect(answer.status()).toBe(200);
  await operator.close();
}

/** The signed-in brand's approval by the demo's admin, through the admin API (the back office's screen is its own slice). */
export async function approveBrand(page: Page, browser: Browser, baseURL: string) {
  const { brand } = (await (await page.request.get('/v3/brand/me')).json()) as { brand: { id: string } };
  await operatorPost(browser, baseURL, `/v3/admin/brand-accounts/${brand.id}/approve`);
}

/** Until the page shows the approved brand's home: the app looks again when the member comes back to the tab. */
export async function seeApproved(page: Page, firstName: string) {
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByRole('heading', { name: `Olá, ${firstName}` })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** A brand signed up through its screens, its e-mail proven with the mailed link; the page on its home, waiting for the team. */
export async function signUpProven(page: Page, owner: BrandOwner, cnpj: string) {
  await page.goto('/marcas/cadastro');
  await fillSignUp(page, owner, cnpj);
  await expect(page.getByRole('heading', { name: 'Cadastro em análise' })).toBeVisible();
  await page.goto(await mailedLink(owner.email, 'Confirme o e-mail da sua marca na Mais Alcance', '/marcas/confirmar-email'));
  await expect(page.getByText('E-mail confirmado.')).toBeVisible();
  await page.goto('/marcas/');
  await expect(page.getByRole('heading', { name: 'Cadastro em análise' })).toBeVisible();
}

/** An approved brand: signed up through its screens, its e-mail proven with the mailed link, approved by the demo's operator; the page on its home. */
export async function signUpApproved(page: Page, browser: Browser, baseURL: string, owner: BrandOwner, cnpj: string) {
  await signUpProven(page, owner, cnpj);
  await approveBrand(page, browser, baseURL);
  await seeApproved(page, owner.name.split(' ')[0] ?? owner.name);
}

/**
 * Until the creator's 'Notificações' list `title`: a message's notice is a job a minute after it
 * (docs/product/conversations.md "Notices"), and the page reads the list when it opens. The list.
 */
export async function untilNotified(page: Page, title: string) {
  const notices = page.getByRole('list', { name: 'Notificações' });
  await expect(async () => {
    await page.goto('/notifications');
    await expect(notices).toContainText(title, { timeout: 3_000 });
  }).toPass({ timeout: 150_000, intervals: [3_000] });
  return notices;
}
