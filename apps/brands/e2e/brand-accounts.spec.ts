import { expect, test } from '@playwright/test';
import { approveBrand, fillSignUp, freshCnpj, mailedLink, screen, seeApproved } from './brand-steps.ts';

// Issue #40, slice 1 (docs/decisions/038-brands-on-the-platform.md): a brand signs up, proves its
// e-mail, waits for an operator, is approved, invites a person who joins from the mailed link, and
// removes them again: the removed member's next request answers 401 and their app goes to 'Entrar'.

const run = Date.now();
const OWNER = {
  company: `Lumière Cosméticos ${run % 100_000}`,
  name: 'Helena Duarte',
  email: `helena-${run}@example.com`,
  password: 'senha-da-helena',
};
const INVITEE = { name: 'Caio Mendes', email: `caio-${run}@example.com`, password: 'senha-do-caio-1' };
const COMPANY = OWNER.company;

test('a brand signs up, proves its e-mail, is approved, and its owner invites a person and removes them', async ({ page, browser, baseURL }) => {
  const cnpj = freshCnpj(run);

  // A guest is sent to 'Entrar', which leads to the sign-up.
  await page.goto('/marcas/equipe');
  await expect(page).toHaveURL(/\/marcas\/entrar$/);
  await screen(page, 'entrar');
  await page.getByRole('link', { name: 'Cadastre sua marca' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastre sua marca' })).toBeVisible();

  // A CNPJ whose check digits are wrong is refused in the schema's words, before anything is sent.
  await fillSignUp(page, OWNER, `${cnpj.slice(0, -1)}${(Number(cnpj.at(-1)) + 1) % 10}`);
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
  await approveBrand(page, browser, baseURL ?? '');

  // The brand sees it approved when the owner comes back to the tab (no reload), and its team: the owner alone.
  await seeApproved(page, 'Helena');
  await expect(page.getByRole('link', { name: 'Ver propostas' })).toBeVisible();
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
  await fillSignUp(page, { ...OWNER, email: `outra-${run}@example.com` }, cnpj);
  await expect(page.getByText('Já existe uma marca cadastrada com este CNPJ.')).toBeVisible();
  await screen(page, 'cadastro-cnpj-em-uso', { fieldError: true });
  await page.getByRole('link', { name: 'Entrar', exact: true }).click();
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Senha').fill(OWNER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Olá, Helena' })).toBeVisible();
});
