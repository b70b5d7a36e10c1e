import { expect, test } from './fixtures.ts';
import { demo, logInAs, screenshotBothWidths } from './helpers.ts';

// Decision 028: the server knows the app's routes from its build, and any other address is a
// real 404, not the app's shell with a 200.
test.describe('an address that is no page', () => {
  for (const path of ['/esta-pagina-nao-existe/de-jeito-nenhum', '/esta-pagina-nao-existe', '/publis/nada']) {
    test(`${path} answers 404 with the not-found page, not indexed, with a way home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await page.getByRole('link', { name: 'Voltar para o início' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('an unknown file answers 404', async ({ request }) => {
    expect((await request.get('/relatorio.xyz')).status()).toBe(404);
  });

  test('the real pages still answer 200, and the app moves between them', async ({ page, request }) => {
    for (const path of ['/ouro', '/login', '/register', '/privacy-policy', '/aira/ugc-script/00000000-0000-4000-8000-000000000000']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    await logInAs(page, demo.gold);
    const publis = await page.goto('/publis');
    expect(publis?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Buscar publis' })).toBeVisible();
  });

  test('looks right on a phone and on a desktop', async ({ page }) => {
    await page.goto('/esta-pagina-nao-existe/de-jeito-nenhum');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await screenshotBothWidths(page, 'page-not-found');
  });
});
