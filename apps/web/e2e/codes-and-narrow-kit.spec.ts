import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demo, signIn } from './helpers.ts';

// Issue #27. A server that words its errors as the product's bare codes
// (`{"message":"FACEBOOK_PAGES_NOT_FOUND"}`): our API never answers so, so the answer is put in
// its place in the browser; everything else is the real product. And the demo kit on a phone.

/** Answers the next call to `path` with `status` and `body`, as such a server would. */
async function answerWith(page: Page, path: RegExp, status: number, body: unknown) {
  await page.route(path, (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }), { times: 1 });
}

test.describe('a server that answers with a bare code', () => {
  test("Instagram connect's FACEBOOK_PAGES_NOT_FOUND reads as its text, from the address the browser used", async ({ page }) => {
    await page.goto('/login');
    await signIn(page, demo.silver);
    await expect(page).toHaveURL(/\/media-kit\/connect$/);
    await page.getByRole('region', { name: 'Instagram' }).getByRole('button', { name: 'Conectar Instagram' }).click();
    // The demo's consent page, on the origin the tests opened (127.0.0.1), not localhost.
    await expect(page.getByText(/Demonstração — nenhum dado é enviado/)).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL ?? '').origin);
    await answerWith(page, /\/v3\/connect\/instagram-api\?/, 400, { message: 'FACEBOOK_PAGES_NOT_FOUND' });
    await page.getByLabel('Conceder acesso (2 perfis do Instagram)').check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Verifique se selecionou as permissões corretas.')).toBeVisible();
    await expect(page.getByText('FACEBOOK_PAGES_NOT_FOUND')).toHaveCount(0);
  });

  test("a reset link's token error ERROR reads 'Token inválido ou expirado.'", async ({ page }) => {
    await page.goto(`/reset-password?email=${encodeURIComponent(demo.bronze)}&reset_token=${'x'.repeat(43)}`);
    await answerWith(page, /\/v3\/account\/auth\/forgot\/new$/, 400, { message: 'ERROR' });
    await page.getByLabel('Nova senha', { exact: true }).fill('uma-senha-nova-1');
    await page.getByLabel('Confirme a nova senha').fill('uma-senha-nova-1');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Token inválido ou expirado.')).toBeVisible();
    await expect(page.getByText('ERROR', { exact: true })).toHaveCount(0);
  });
});

/** The words of `link` that the layout cut across lines ('WhatsAp' / 'p'). */
const wordsCut = (page: Page, name: RegExp) =>
  page.getByRole('link', { name }).evaluate((link) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (range.getClientRects().length > 1) cut.push(match[0]);
      }
    }
    return cut;
  });

test.describe('the demo kit on a phone', () => {
  test('/ouro at 360 px cuts no word inside its contact buttons', async ({ page }) => {
    mkdirSync('/tmp/shots', { recursive: true });
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/ouro');
      await page.getByRole('heading', { name: 'Contato' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/ouro-${width}.png`, fullPage: true });
      await page
        .locator('section', { has: page.getByRole('heading', { name: 'Contato' }) })
        .screenshot({ path: `/tmp/shots/ouro-contact-${width}.png` });
      // The address may break after its '@' (its parts are words of their own), never inside one.
      expect(await wordsCut(page, /WhatsApp/), `WhatsApp at ${width} px`).toEqual([]);
      expect(await wordsCut(page, /@example\.com/), `e-mail at ${width} px`).toEqual([]);
    }
  });
});
