import { expect, test } from './fixtures.ts';
import { demo, fillKit, screenshotBothWidths, signIn } from './helpers.ts';
import { cardOf, pick, proposalsFor } from './proposal-fixtures.ts';

test.describe('a proposal shared with a guest', () => {
  // Three pages and two screenshots each, on a machine the other suites share.
  test.describe.configure({ timeout: 90_000 });

  test('survives the sign-up: the editor offers it, and it opens its card with Fazer Proposta at hand', async ({ page, request }) => {
    const proposal = pick(await proposalsFor(request, demo.gold), 'open', () => true);

    await page.goto(`/publi/${proposal.id}/public`);
    await expect(page.getByRole('heading', { level: 1, name: proposal.name })).toBeVisible();
    await page.getByRole('link', { name: 'Criar conta', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/register\\?proposal=${proposal.id}$`));

    await page.getByLabel('Nome').fill('Bia Rocha');
    await page.getByLabel('E-mail').fill(`bia.${Date.now()}@example.com`);
    await page.getByLabel('Senha', { exact: true }).fill('segredo-forte-1');
    await page.getByRole('button', { name: 'Criar conta' }).click();

    // SPEC's destination stays; the proposal is offered on it at once. Creating the account hashes
    // the password and the editor's code loads after it: on two busy cores, more than 5 s.
    await expect(page).toHaveURL(/\/media-kit\/edit$/, { timeout: 15_000 });
    const offer = page.getByRole('link', { name: `Continuar para a proposta ${proposal.name}` });
    // The notice reads the proposal after the editor's first load: on two busy cores, more than 5 s.
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await screenshotBothWidths(page, 'shared-proposal-offer');

    // She fills the kit to Prata first: the offer is still there once she is done.
    await fillKit(page, { name: 'Bia Rocha', bio: 'Moda e beleza no dia a dia de Recife.', state: 'Pernambuco (PE)', city: 'Recife', niche: 'Moda' });
    await page.getByLabel('WhatsApp').fill('(81) 99876-5432');
    await page.getByRole('button', { name: 'Salvar mídia kit' }).click();
    await expect(page.getByText('Parabéns! Agora você é nível Prata.')).toBeVisible();
    await expect(offer).toBeVisible();

    await offer.click();
    await expect(page).toHaveURL(/\/publis\?/);
    const card = cardOf(page, proposal);
    await expect(card.getByRole('button', { name: 'Ver menos' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Fazer Proposta' })).toBeInViewport();
    await screenshotBothWidths(page, 'shared-proposal-card');

    // Taken up once: the next page does not offer it again.
    await page.goto('/media-kit/edit');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Continuar para a proposta/ })).toHaveCount(0);
  });

  test('survives the log-in the same way, after a failed try whose error stays on the login page', async ({ page, request }) => {
    const proposal = pick(await proposalsFor(request, demo.gold), 'open', () => true);
    await page.goto(`/publi/${proposal.id}/public`);
    await page.getByRole('link', { name: 'Entrar para enviar proposta' }).click();
    // SPEC's call to log in goes to /, which sends a guest on to /login: the proposal is kept on the way.
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, demo.silver, 'senha-errada');
    await expect(page.getByText('Credenciais inválidas.')).toBeVisible();
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
    await expect(page.getByText('Credenciais inválidas.')).toHaveCount(0);

    await page.getByRole('link', { name: 'Voltar para o login' }).click();
    await signIn(page, demo.silver);
    await expect(page).toHaveURL(/\/media-kit\/connect$/);
    await expect(page.getByRole('link', { name: `Continuar para a proposta ${proposal.name}` })).toBeVisible();
  });

  test("'Conta já cadastrada' leads into the account, and its error does not follow", async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Nome').fill('Bronze de Novo');
    await page.getByLabel('E-mail').fill(demo.bronze);
    await page.getByLabel('Senha', { exact: true }).fill('segredo-forte-1');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByRole('link', { name: 'Esqueci a senha' })).toBeVisible();
    await screenshotBothWidths(page, 'register-account-exists');
    await page.getByRole('link', { name: 'Entrar', exact: true }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/Conta já cadastrada/)).toHaveCount(0);
  });
});
