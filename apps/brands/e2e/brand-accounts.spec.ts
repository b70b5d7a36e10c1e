import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ADMIN, signedInContext } from '../../backoffice/e2e/operators.ts';
import { axeViolations, newestMail } from '../../web/e2e/helpers.ts';

// Issue #40, slice 1 (docs/decisions/038-brands-on-the-platform.md): a brand signs up, proves its
// e-mail, waits for an operator, is approved, invites a person who joins from the mailed link, and
// removes them again: the removed member's next request answers 401 and their app goes to 'Entrar'.

const run = Date.now();
const OWNER = { name: 'Helena Duarte', email: `helena-${run}@example.com`, password: 'senha-da-helena' };
const INVITEE = { name: 'Caio Mendes', email: `caio-${run}@example.com`, password: 'senha-do-caio-1' };
const COMPANY = `Lumière Cosméticos ${run % 100_000}`;

/** A CNPJ no earlier run used: 8 digits of the run, branch 0001, and its two check digits (@ma/domain's rule). */
function freshCnpj(): string {
  const body = [...`${run}`.slice(-8).padStart(8, '1'), ...'0001'].map(Number);
  const digit = (values: number[]) => {
    const weights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2].slice(-values.length);
    const remainder = values.reduce((sum, value, i) => sum + value * (weights[i] ?? 0), 0) % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  const first = digit(body);
  const all = [...body, first, digit([...body, first])].join('');
  return `${all.slice(0, 2)}.${all.slice(2, 5)}.${all.slice(5, 8)}/${all.slice(8, 12)}-${all.slice(12)}`;
}

const shotsDir = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

/**
 * A full-page screenshot at 360 px and 1280 px wide, in artifacts/ (git-ignored), and the page's
 * accessibility checked, but for a form showing a field's error: the product's inputs draw it in
 * Mantine's red 6, below AA contrast in every app (@ma/ui's theme; not this slice's to change).
 */
async function screen(page: Page, name: string, { fieldError = false } = {}) {
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 760 : 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(shotsDir, `${name}-${width}.png`), fullPage: true });
  }
  if (!fieldError) expect(await axeViolations(page)).toEqual([]);
}

/** The link of the newest mail to `email` with `subject` whose address has `path`. */
async function mailedLink(email: string, subject: string, path: string): Promise<string> {
  const mail = await newestMail(email, subject);
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link in "${subject}"`);
  return link;
}

async function fillSignUp(page: Page, values: { cnpj: string; email: string }) {
  await page.getByLabel('Nome da empresa').fill(COMPANY);
  await page.getByLabel('CNPJ').fill(values.cnpj);
  await page.getByLabel('Seu nome').fill(OWNER.name);
  await page.getByLabel('E-mail').fill(values.email);
  await page.getByLabel('Senha').fill(OWNER.password);
  await page.getByRole('button', { name: 'Cadastrar minha marca' }).click();
}

test('a brand signs up, proves its e-mail, is approved, and its owner invites a person and removes them', async ({ page, browser, baseURL }) => {
  const cnpj = freshCnpj();

  // A guest is sent to 'Entrar', which leads to the sign-up.
  await page.goto('/marcas/equipe');
  await expect(page).toHaveURL(/\/marcas\/entrar$/);
  await screen(page, 'entrar');
  await page.getByRole('link', { name: 'Cadastre sua marca' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastre sua marca' })).toBeVisible();

  // A CNPJ whose check digits are wrong is refused in the schema's words, before anything is sent.
  await fillSignUp(page, { cnpj: `${cnpj.slice(0, -1)}${(Number(cnpj.at(-1)) + 1) % 10}`, email: OWNER.email });
  await expect(page.getByText('CNPJ inválido.')).toBeVisible();
  await screen(page, 'cadastro-cnpj-invalido', { fieldError: true });

  // The right one: the owner is signed in, and the brand waits for the e-mail and the team.
  await page.getByLabel('CNPJ').fill(cnpj);
  await page.getByRole('button', { name: 'Cadastrar minha marca' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastro em análise' })).toBeVisible();
  await expect(page).toHaveURL(/\/marcas\/?$/);
  await expect(page.getByTestId('brand-name').first()).toHaveText(COMPANY);
  await expect(page.getByText('Confirme seu e-mail')).toBeVisible();
  await screen(page, 'inicio-pendente');
  // Until the approval there is nothing else: the team's page leads back home, and the API refuses it.
  await page.goto('/marcas/equipe');
  await expect(page.getByRole('heading', { name: 'Cadastro em análise' })).toBeVisible();
  const refused = await page.request.get('/v3/brand/members');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'BRAND_NOT_APPROVED' });

  // A new confirmation link on request; the newest mailed one proves the e-mail.
  await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
  await expect(page.getByText(`Enviamos um novo link para ${OWNER.email}.`)).toBeVisible();
  await page.goto(await mailedLink(OWNER.email, 'Confirme o e-mail da sua marca na Mais Alcance', '/marcas/confirmar-email'));
  await expect(page.getByText('E-mail confirmado.')).toBeVisible();
  await screen(page, 'confirmar-email');
  await page.getByRole('link', { name: 'Ir para minha conta' }).click();
  await expect(page.getByText(`E-mail confirmado: ${OWNER.email}`)).toBeVisible();

  // An operator approves the brand (the back office's screen is its own slice; here, its API).
  const { brand } = (await (await page.request.get('/v3/brand/me')).json()) as { brand: { id: string } };
  const operator = await signedInContext(browser, baseURL ?? '', DEMO_ADMIN);
  const approval = await operator.request.post(`/v3/admin/brand-accounts/${brand.id}/approve`, { headers: { origin: baseURL ?? '' } });
  expect(approval.status()).toBe(200);
  await operator.close();

  // The brand sees it approved when the owner comes back to the tab (no reload), and its team: the owner alone.
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByRole('heading', { name: 'Olá, Helena' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText('Em breve: suas propostas')).toBeVisible();
  await screen(page, 'inicio-aprovada');
  await page.getByRole('navigation', { name: 'Navegação' }).getByRole('link', { name: 'Equipe' }).click();
  const owner = page.getByRole('listitem', { name: OWNER.name });
  await expect(owner.getByText('Responsável')).toBeVisible();
  await expect(owner.getByRole('button', { name: /Remover/ })).toHaveCount(0);

  // The owner invites a person: pending until they accept.
  await page.getByRole('button', { name: 'Convidar pessoa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar pessoa' });
  await dialog.getByLabel('Nome').fill(INVITEE.name);
  await dialog.getByLabel('E-mail').fill(INVITEE.email);
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${INVITEE.email}.`)).toBeVisible();
  const invitee = page.getByRole('listitem', { name: INVITEE.name });
  await expect(invitee.getByText('Convite pendente')).toBeVisible();
  await screen(page, 'equipe-convite-pendente');

  // The invitee, in a browser of their own: the mailed link, a password, and they are in.
  const inviteLink = await mailedLink(INVITEE.email, `Convite para a equipe de ${COMPANY} na Mais Alcance`, '/marcas/convite/');
  const memberContext = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const member = await memberContext.newPage();
  await member.goto(inviteLink);
  await expect(member.getByText(COMPANY)).toBeVisible();
  await expect(member.getByLabel('E-mail')).toHaveValue(INVITEE.email);
  await screen(member, 'convite');
  await member.getByLabel('Crie sua senha').fill(INVITEE.password);
  await member.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(member.getByRole('heading', { name: 'Olá, Caio' })).toBeVisible();
  await member.getByRole('navigation', { name: 'Navegação' }).getByRole('link', { name: 'Equipe' }).click();
  await expect(member.getByRole('listitem', { name: OWNER.name })).toBeVisible();
  // A member neither invites nor removes.
  await expect(member.getByRole('button', { name: 'Convidar pessoa' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: /Remover/ })).toHaveCount(0);
  await screen(member, 'equipe-membro');
  await member.getByRole('navigation', { name: 'Navegação' }).getByRole('link', { name: 'Início' }).click();
  await expect(member.getByRole('heading', { name: 'Olá, Caio' })).toBeVisible();

  // The owner removes them, after confirming.
  await page.reload();
  await expect(invitee.getByText('Membro')).toBeVisible();
  await expect(invitee.getByText('Convite pendente')).toHaveCount(0);
  await invitee.getByRole('button', { name: `Remover ${INVITEE.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remover da equipe' });
  await expect(confirm).toContainText(INVITEE.email);
  await screen(page, 'equipe-remover');
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText(`${INVITEE.name} não faz mais parte da equipe.`)).toBeVisible();
  await expect(invitee).toHaveCount(0);

  // Their next request answers 401, and their app goes to 'Entrar'.
  expect((await member.request.get('/v3/brand/me')).status()).toBe(401);
  await member.getByRole('navigation', { name: 'Navegação' }).getByRole('link', { name: 'Equipe' }).click();
  await expect(member).toHaveURL(/\/marcas\/entrar$/);
  // The invitation is spent.
  await member.goto(inviteLink);
  await expect(member.getByRole('main').getByRole('alert')).toHaveText(/Convite inválido, expirado ou já usado\./);
  await screen(member, 'convite-invalido');
  await memberContext.close();

  // 'Sair', then a wrong password refused in the server's words, and the CNPJ taken on its field.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/marcas\/entrar$/);
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Credenciais inválidas.');
  await screen(page, 'entrar-recusado');
  await page.getByRole('link', { name: 'Cadastre sua marca' }).click();
  await fillSignUp(page, { cnpj, email: `outra-${run}@example.com` });
  await expect(page.getByText('Já existe uma marca cadastrada com este CNPJ.')).toBeVisible();
  await screen(page, 'cadastro-cnpj-em-uso', { fieldError: true });
  await page.getByRole('link', { name: 'Entrar', exact: true }).click();
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Senha').fill(OWNER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Olá, Helena' })).toBeVisible();
});
