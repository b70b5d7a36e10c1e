import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiToken, axeViolations, demo, screenshotBothWidths, signIn, submitSignUp } from './helpers.ts';

// The connect flows against the API's labelled demo providers (docs/architecture.md "Third parties
// and demo stand-ins"): their consent pages are served by the API itself, one scenario each.

/** The page's accessibility problems (axe, WCAG rules included). */
/** On the demo consent page: picks what the provider answers and continues (or cancels). */
async function consent(page: Page, scenario: string | 'cancel') {
  await expect(page.getByText(/Demonstração — nenhum dado é enviado/)).toBeVisible();
  if (scenario === 'cancel') return page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByLabel(scenario).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** A guest signs up with Instagram from /register: `scenario` on the consent page, then one of its profiles picked. */
async function signUpWithInstagram(page: Page, scenario: string, profile: 'first' | 'last') {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Cadastrar com Instagram' }).click();
  await consent(page, scenario);
  await expect(page).toHaveURL(/\/instagram\/connect\/select-profile$/);
  await page.getByRole('radio')[profile]().click();
  await page.getByRole('button', { name: 'Finalizar' }).click();
}

async function signInAsSilver(page: Page) {
  await page.goto('/login');
  await signIn(page, demo.silver);
  await expect(page).toHaveURL(/\/media-kit\/connect$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Conecte suas redes sociais' })).toBeVisible();
}

const instagramCard = (page: Page) => page.getByRole('region', { name: 'Instagram' });
const tiktokCard = (page: Page) => page.getByRole('region', { name: 'TikTok' });

/**
 * The demo Prata unconnected again, through the API: the specs after these expect her so, and a
 * test that failed halfway must not make them fail too.
 */
async function disconnectSilver(request: APIRequestContext) {
  const token = await apiToken(request, demo.silver);
  for (const network of ['tiktok', 'instagram']) {
    const answer = await request.delete(`/v3/connect/${network}`, { headers: { authorization: `Bearer ${token}` } });
    expect([200, 404]).toContain(answer.status());
  }
}

test.describe('connecting Instagram and TikTok', () => {
  test.afterEach(async ({ request }) => disconnectSilver(request));

  test('a cancelled consent changes nothing, and a page without Instagram opens the help', async ({ page }) => {
    await signInAsSilver(page);
    await instagramCard(page).getByRole('button', { name: 'Conectar Instagram' }).click();
    await consent(page, 'cancel');
    await expect(page).toHaveURL(/\/media-kit\/connect$/);
    await expect(page.getByText('Conexão cancelada. Nada foi alterado.')).toBeVisible();
    await expect(instagramCard(page).getByText('Não conectado')).toBeVisible();

    await instagramCard(page).getByRole('button', { name: 'Conectar Instagram' }).click();
    await consent(page, 'Não selecionar nenhuma página');
    await expect(page).toHaveURL(/\/media-kit\/select-profile$/);
    await expect(page.getByText('Verifique se selecionou as permissões corretas.')).toBeVisible();
    const help = page.getByRole('dialog', { name: 'Como conectar seu Instagram' });
    await expect(help.getByText('Você precisa vincular uma página do Facebook ao seu Instagram.', { exact: false })).toBeVisible();
    await help.getByRole('link', { name: 'Tentar novamente' }).click();
    await expect(page).toHaveURL(/\/media-kit\/connect$/);
  });

  test('Prata connects Instagram, then TikTok, and reaches Ouro', async ({ page }) => {
    // Two consents, five screens at two widths and four accessibility checks: 31 s alone on a slow day.
    test.setTimeout(60_000);
    await signInAsSilver(page);
    await expect(instagramCard(page).getByText(/Modo demonstração: a conexão usa um provedor de teste/)).toBeVisible();
    await expect(page.getByText('O nível Ouro precisa das duas redes: Instagram e TikTok conectados.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'connect-page');

    await instagramCard(page).getByRole('button', { name: 'Conectar Instagram' }).click();
    await consent(page, 'Conceder acesso (2 perfis do Instagram)');
    await expect(page).toHaveURL(/\/media-kit\/select-profile$/);
    // The picker token travels in the navigation state, never in the address.
    expect(page.url()).not.toContain('token');
    await expect(page.getByRole('heading', { name: 'Selecione seu Instagram' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(2);
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.locator('#root').getByText('Selecione um perfil.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'connect-picker');

    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByText('Sucesso! Você já está conectado(a) com seu Instagram.')).toBeVisible();
    await expect(page).toHaveURL(/\/media-kit\/congrats$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Parabéns!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Conectar TikTok' })).toBeVisible();

    await page.getByRole('link', { name: 'Conectar TikTok' }).click();
    await expect(instagramCard(page).getByText('Conectado', { exact: true })).toBeVisible();
    await tiktokCard(page).getByRole('button', { name: 'Conectar TikTok' }).click();
    await consent(page, 'Conceder acesso');
    await expect(page.getByText('Sucesso! Seu TikTok está conectado.')).toBeVisible();
    await expect(page).toHaveURL(/\/media-kit\/congrats$/);
    await expect(page.getByText('Seu nível: Ouro')).toBeVisible();
    // The sidebar's medal changed without a reload.
    await expect(page.getByRole('img', { name: 'Nível Ouro' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver publis' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'connect-congrats-gold');

    // Both cards with their numbers; Desconectar asks first.
    await page.goto('/media-kit/connect');
    await expect(tiktokCard(page).getByText('Conectado', { exact: true })).toBeVisible();
    await expect(instagramCard(page).getByText(/^Atualizado em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(page.getByText('Você está no nível Ouro.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'connect-page-connected');
    await tiktokCard(page).getByRole('button', { name: 'Desconectar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desconectar TikTok?' });
    await expect(dialog.getByText(/você deixa o nível Ouro/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Desconectar' }).click();
    await expect(page.getByText('TikTok desconectado.')).toBeVisible();
    await expect(tiktokCard(page).getByRole('button', { name: 'Conectar TikTok' })).toBeVisible();

    // Instagram's Desconectar too, which leaves the demo Prata as she was.
    await instagramCard(page).getByRole('button', { name: 'Desconectar' }).click();
    await page.getByRole('dialog', { name: 'Desconectar Instagram?' }).getByRole('button', { name: 'Desconectar' }).click();
    await expect(instagramCard(page).getByRole('button', { name: 'Conectar Instagram' })).toBeVisible();
  });

  test('a guest signs up with Instagram, lands on congrats and creates an e-mail and password', async ({ page }) => {
    await signUpWithInstagram(page, 'Conceder acesso (2 perfis do Instagram)', 'last');
    await expect(page).toHaveURL(/\/media-kit\/congrats$/);
    await expect(page.getByText('Sucesso! Você já está conectado(a) com seu Instagram.')).toBeVisible();
    const access = page.getByRole('region', { name: 'Crie seu acesso' });
    await expect(access).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'connect-congrats-signup');

    await access.getByLabel('E-mail').fill(`insta.${Date.now()}@example.com`);
    await access.getByLabel('Senha', { exact: true }).fill('senha-segura-123');
    await access.getByRole('button', { name: 'Salvar acesso' }).click();
    await expect(page.getByText('Acesso criado! Agora você também pode entrar com e-mail e senha.')).toBeVisible();
    await expect(access).toBeHidden();
  });

  test('the profile already linked to Ouro cannot make a second account', async ({ page }) => {
    await signUpWithInstagram(page, 'Perfil já cadastrado', 'first');
    await expect(page.getByText('Conta já cadastrada.')).toBeVisible();
    await expect(page).toHaveURL(/\/instagram\/connect\/select-profile$/);
  });

  test('each connect error shows its message as a toast', async ({ page }) => {
    // A new account (the demo Prata may have Instagram connected by now).
    await page.goto('/register');
    await submitSignUp(page, { name: 'Erica Testes', email: `erros.${Date.now()}@example.com`, password: 'senha-segura-123' });
    await expect(page).toHaveURL(/\/media-kit\/edit$/);
    const expectToast = async (scenario: string, text: string) => {
      await page.goto('/media-kit/connect');
      await instagramCard(page).getByRole('button', { name: 'Conectar Instagram' }).click();
      await consent(page, scenario);
      await expect(page.getByText(text)).toBeVisible();
    };
    // A code Facebook refuses (TOKEN_ERROR) and Facebook failing (GENERIC).
    await expectToast('Código expirado', 'Erro inesperado, tente novamente mais tarde.');
    await expect(page).toHaveURL(/\/media-kit\/connect$/);
    await expectToast('Instabilidade na Meta', 'Erro inesperado, tente novamente mais tarde.');
    await expectToast(
      'Página sem Instagram profissional',
      'Certifique-se que você tem uma página do Facebook conectada com a sua conta do Instagram.',
    );
    await expect(page.getByRole('dialog', { name: 'Como conectar seu Instagram' })).toBeVisible();

    // A username the token does not reach (INSTAGRAM_NOT_FOUND): the request says another profile.
    await page.route('**/v3/connect/instagram', (route) =>
      route.request().method() === 'POST'
        ? route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), username: 'perfil.que.nao.veio' }) })
        : route.continue(),
    );
    await page.goto('/media-kit/connect');
    await instagramCard(page).getByRole('button', { name: 'Conectar Instagram' }).click();
    await consent(page, 'Conceder acesso (2 perfis do Instagram)');
    await page.getByRole('radio').first().click();
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/v3/connect/instagram'));
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await sent;
    await expect(page.getByText('Certifique-se que você selecionou todas as opções relacionadas ao perfil enviado no formulário.')).toBeVisible();
    await page.unroute('**/v3/connect/instagram');

    // The profile another account has (ACCOUNT_ALREADY_EXISTS).
    await expectToast('Perfil já cadastrado', 'Selecione seu Instagram');
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByText('Conta já cadastrada.')).toBeVisible();
  });

  test('the private picker without a token goes back to /media-kit/connect', async ({ page }) => {
    await signInAsSilver(page);
    await page.goto('/media-kit/select-profile');
    await expect(page).toHaveURL(/\/media-kit\/connect$/);
  });

  test('an account made from Instagram that already has a password is told so', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Cadastrar com Instagram' }).click();
    await consent(page, 'Conceder acesso (2 perfis do Instagram)');
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page).toHaveURL(/\/media-kit\/congrats$/);
    // A second tab of the same session, with the form open too.
    const other = await page.context().newPage();
    await other.goto('/media-kit/congrats');
    // Its form is showing before the first tab saves (a read after that would rightly show none).
    await expect(other.getByRole('region', { name: 'Crie seu acesso' })).toBeVisible();
    const fill = async (tab: Page) => {
      const access = tab.getByRole('region', { name: 'Crie seu acesso' });
      await access.getByLabel('E-mail').fill(`insta.${Date.now()}@example.com`);
      await access.getByLabel('Senha', { exact: true }).fill('senha-segura-123');
      await access.getByRole('button', { name: 'Salvar acesso' }).click();
    };
    await fill(page);
    await expect(page.getByText('Acesso criado! Agora você também pode entrar com e-mail e senha.')).toBeVisible();
    await fill(other);
    await expect(other.getByText('A senha já foi definida.')).toBeVisible();
  });
});
