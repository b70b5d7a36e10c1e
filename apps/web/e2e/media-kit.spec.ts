import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ACCENT_COLOR_INVALID, kitThemes } from '@ma/domain';
import { expect, test } from './fixtures.ts';
import { appTookOver, demo, fillKit, logInAs, screenshotBothWidths, signIn } from './helpers.ts';

let accounts = 0;

/** A brand-new Bronze account, signed in: sign-up lands it on the editor. */
async function newBronze(page: Page) {
  const email = `kit.${Date.now().toString(36)}.${(accounts += 1)}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Nome').fill('Renata Lima');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-segura-123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/media-kit\/edit$/);
  await expect(page.getByRole('heading', { name: 'Editar perfil', level: 1 })).toBeVisible();
  return email;
}

test.describe('the media kit editor', () => {
  test('Bronze completes the kit with a photo, sees Prata at once, and the next sign-in goes to connect', async ({ page }) => {
    const email = await newBronze(page);
    const sidebar = page.getByRole('complementary', { name: 'Barra lateral' });
    await expect(sidebar.getByRole('img', { name: 'Nível Bronze' })).toBeVisible();

    await fillKit(page, {
      name: 'Renata Lima',
      bio: 'Receitas rápidas e casa organizada em Curitiba.',
      state: 'Paraná (PR)',
      city: 'Curitiba',
      niche: 'Culinária',
    });
    // Until a contact is given, the editor says brands cannot reach her (#38).
    const unreachable = page.getByText('Sem WhatsApp nem e-mail, as marcas que virem seu kit não têm como falar com você.');
    await expect(unreachable).toBeVisible();
    await page.getByLabel('WhatsApp').fill('(41) 99876-5432');
    await expect(unreachable).toBeHidden();
    await page.getByRole('button', { name: 'Salvar mídia kit' }).click();

    await expect(page.getByText('Parabéns! Agora você é nível Prata.')).toBeVisible();
    await expect(sidebar.getByRole('img', { name: 'Nível Prata' })).toBeVisible();
    await expect(page.getByText('Tudo salvo.')).toBeVisible();
    await screenshotBothWidths(page, 'media-kit-editor');

    await sidebar.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email, 'senha-segura-123');
    await expect(page).toHaveURL(/\/media-kit\/connect$/);
  });

  test('shows each field error beside its field and saves nothing', async ({ page }) => {
    await newBronze(page);
    await page.getByLabel('WhatsApp').fill('98765-4321');
    await page.getByLabel('Bio').fill('a'.repeat(501));
    await page.getByRole('button', { name: 'Salvar mídia kit' }).click();
    await expect(page.locator('#root').getByText('Informe um WhatsApp com DDD, por exemplo (11) 98765-4321.')).toBeVisible();
    await expect(page.getByText('A bio pode ter no máximo 500 caracteres.')).toBeVisible();
    // A kit without a niche is a draft, not an error: the checklist names it (#38).
    await expect(page.getByText('Escolha pelo menos um nicho.')).toHaveCount(0);
    await expect(page.getByText('Você tem alterações não salvas.')).toBeVisible();
  });

  test('saves part of the kit as a draft: no niche yet, still Bronze, the checklist says what is left (#38)', async ({ page }) => {
    await newBronze(page);
    await page.getByLabel('Bio').fill('Comecei agora: receitas de família.');
    await page.getByRole('button', { name: 'Salvar mídia kit' }).click();
    await expect(page.getByText('Tudo salvo.')).toBeVisible();
    const checklist = page.getByRole('region', { name: /Complete seu kit para virar Prata/ });
    await expect(checklist.getByText('Pelo menos um nicho')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Bio')).toHaveValue('Comecei agora: receitas de família.');
  });

  test("says live whether an address is free, and refuses the app's own routes", async ({ page }) => {
    await newBronze(page);
    const address = page.getByLabel('Endereço do seu mídia kit');
    await address.fill('ouro');
    await expect(page.getByText('Este endereço já está em uso. Escolha outro.')).toBeVisible();
    await address.fill('login');
    await expect(page.getByText('Este endereço é reservado pelo site. Escolha outro.')).toBeVisible();
    await address.fill(`renata_lima_${Date.now().toString(36)}`);
    await expect(page.getByText('Disponível')).toBeVisible();
  });

  test('asks before leaving with unsaved changes', async ({ page }) => {
    await newBronze(page);
    await page.getByLabel('Bio').fill('Mudança que não foi salva.');
    await page.getByRole('complementary', { name: 'Barra lateral' }).getByRole('link', { name: 'Buscar publis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Descartar alterações?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(page).toHaveURL(/\/media-kit\/edit$/);
    await expect(page.getByLabel('Bio')).toHaveValue('Mudança que não foi salva.');
  });

  test("does not save over another tab's changes without saying so", async ({ page, context }) => {
    await newBronze(page);
    const other = await context.newPage();
    await other.goto('/media-kit/edit');
    await appTookOver(other);
    await other.getByLabel('Bio').fill('Bio da outra aba');
    await other.getByRole('combobox', { name: 'Nichos' }).click();
    await other.getByRole('option', { name: 'Culinária' }).click();
    await other.keyboard.press('Escape');
    await other.getByRole('button', { name: 'Salvar mídia kit' }).click();
    await expect(other.getByText('Mídia kit salvo!')).toBeVisible();

    await page.getByLabel('Bio').fill('Bio desta aba');
    await page.getByRole('combobox', { name: 'Nichos' }).click();
    await page.getByRole('option', { name: 'Moda' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Salvar mídia kit' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Seu kit mudou em outro lugar' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Carregar a versão salva' }).click();
    await expect(page.getByLabel('Bio')).toHaveValue('Bio da outra aba');
  });
});

test("on a phone the kit's QR code is made when she scrolls down to it, not as the editor opens", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInAs(page, demo.silver);
  await page.goto('/media-kit/edit');
  await appTookOver(page);
  await page.waitForLoadState('networkidle');
  const qrCode = page.getByRole('img', { name: 'QR code do link do seu mídia kit' });
  await expect(qrCode).toHaveCount(0);

  await page.getByRole('button', { name: 'Baixar QR code' }).scrollIntoViewIfNeeded();
  await expect(qrCode).toBeVisible();
  await expect(qrCode).toHaveAttribute('src', /^data:image\/svg\+xml/);
});

test.describe('the public media kit', () => {
  test('a guest opens /ouro on a phone: everything is there, accessible, and the buttons work', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto('/ouro');
    await expect(page.getByRole('heading', { name: 'Olívia Andrade', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Nível Ouro' })).toBeVisible();
    for (const section of ['Números das redes', 'Tabela de preços', 'Marcas parceiras', 'Destaques', 'Contato']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/5571987654321\?text=/);
    await expect(page.getByRole('link', { name: 'parcerias.olivia@example.com' })).toHaveAttribute('href', /^mailto:/);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copiado com sucesso!' })).toBeVisible();
  });

  test('the kit paints from its own inlined CSS and fetches no stylesheet, before or after it hydrates', async ({ page, request }) => {
    const stylesheets: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'stylesheet' || new URL(sent.url()).pathname.endsWith('.css')) stylesheets.push(sent.url());
    });
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto('/ouro');
    const name = page.getByRole('heading', { name: 'Olívia Andrade', level: 1 });
    await expect(name).toHaveCSS('font-size', '26px');
    // Hydrated once 'Copiar link' answers: the page file's loader has run, and fetched no CSS either.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await expect(async () => {
      await page.getByRole('button', { name: 'Copiar link' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Link copiado com sucesso!' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    expect(stylesheets).toEqual([]);
    // Only the kit's stylesheets are in it, none of the proposal page's.
    const html = await (await request.get('/ouro')).text();
    const named = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    // The kit's own, and the font stack every public page shares (components/system-font.css).
    for (const href of named) expect(href).toMatch(/^\/assets\/(kit|public-page)-[\w-]+\.css$/);
  });

  test('the HTML itself carries the kit and its preview tags, without any script', async ({ request }) => {
    const response = await request.get('/ouro', { headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Olívia Andrade');
    expect(html).toContain('Moda acessível, skincare sem complicação');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/\/v3\/media-kit\/public\/ouro\/preview\.png\?v=/);
    const png = await request.get(image?.replaceAll('&amp;', '&') ?? '');
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');
  });

  test("'Salvar como PDF' gives the whole kit on one page", async ({ page }) => {
    await page.goto('/ouro');
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });

  test('the privacy policy comes rendered from the server and reads well on a phone', async ({ page, request }) => {
    const html = await (await request.get('/privacy-policy')).text();
    expect(html).toContain('<h2>Seus direitos</h2>');
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { name: 'Política de privacidade', level: 1 })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await screenshotBothWidths(page, 'privacy-policy');
  });

  test('an unknown address is a real 404 page, not indexed', async ({ page }) => {
    const response = await page.goto('/ninguem_tem_este_endereco');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  for (const theme of kitThemes) {
    test(`looks right in the ${theme} theme`, async ({ page }) => {
      await page.goto(`/ouro?theme=${theme}`);
      await expect(page.locator(`[data-theme="${theme}"]`)).toBeVisible();
      const axe = await new AxeBuilder({ page }).withTags(['wcag2aa']).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      await screenshotBothWidths(page, `media-kit-public-${theme}`);
    });
  }

  test('Ouro customizes the look with a live preview', async ({ page }) => {
    await logInAs(page, demo.gold);
    await page.goto('/media-kit/customize/ouro');
    await expect(page.locator('[data-theme="rosa"]')).toBeVisible();
    await screenshotBothWidths(page, 'media-kit-customize');

    // The form checks the accent with the API's schema once the field is left, and a save waits for a valid one.
    const accent = page.getByLabel('Cor de destaque');
    await accent.fill('#0f7');
    await accent.blur();
    await expect(page.getByText(ACCENT_COLOR_INVALID)).toBeVisible();
    await page.getByRole('button', { name: 'Salvar aparência' }).click();
    await expect(accent).toBeFocused();
    await expect(page.getByText('Aparência salva!')).toHaveCount(0);
    await page.getByRole('button', { name: 'Descartar alterações' }).click();
    await expect(page.getByText(ACCENT_COLOR_INVALID)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Salvar aparência' })).toBeDisabled();
  });
});
