import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, apiToken, demo, logInAs } from '../../web/e2e/helpers.ts';
import { approveBrand, fillSignUp, freshCnpj, mailedLink, operatorPost, screen, seeApproved } from './brand-steps.ts';

// Issue #40, slice 5 (docs/product/deliverables.md): the brand accepts the demo's Ouro creator on
// her deal's page; once the acceptance settles (a minute), her offer is a checklist; she hands in
// her post's address in the creators' app, the brand confirms it, and both read 'Concluída'.

const run = Date.now();
const OWNER = { company: `Maré Cosméticos ${run % 100_000}`, name: 'Lívia Prado', email: `livia-${run}@example.com`, password: 'senha-da-livia' };
const POST_URL = 'https://www.instagram.com/p/C8xYz12AbCd/';

/**
 * Both widths' screenshots of `name`, and the panel's accessibility (the deal page around it is
 * the conversations slice's; brand-steps' `screen` checks a whole page).
 */
async function shots(page: Page, name: string) {
  await screen(page, name, { fieldError: true });
  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="entregas-titulo"]').analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

// A minute for the brand's decision to settle ('told once it settles'), on two busy cores.
test.setTimeout(300_000);

test('the brand accepts Ouro, she hands in her post, the brand confirms it, and both see the deal concluded', async ({ page, browser, baseURL }) => {
  const origin = { origin: baseURL ?? '' };
  await page.goto('/marcas/cadastro');
  await fillSignUp(page, OWNER, freshCnpj(run));
  await expect(page.getByRole('heading', { name: 'Cadastro em análise' })).toBeVisible();
  await page.goto(await mailedLink(OWNER.email, 'Confirme o e-mail da sua marca na Mais Alcance', '/marcas/confirmar-email'));
  await expect(page.getByText('E-mail confirmado.')).toBeVisible();
  await page.goto('/marcas/');
  await approveBrand(page, browser, baseURL ?? '');
  await seeApproved(page, 'Lívia');

  // A proposal sent and published through the APIs (their screens have their own specs); Ouro applies with one post.
  const draft = { name: 'Post de lançamento', brand_name: OWNER.company, partnership_type: 'cache', value: 1200, description: 'Um post no feed.' };
  const created = await page.request.post('/v3/brand/proposals', { data: draft, headers: origin });
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.post(`/v3/brand/proposals/${id}/submit`, { headers: origin })).status()).toBe(200);
  await operatorPost(browser, baseURL ?? '', `/v3/admin/brand-proposals/${id}/publish`);
  const published = (await (await page.request.get(`/v3/brand/proposals/${id}`)).json()) as { published: { id: string } };
  const token = await apiToken(page.request, demo.gold, DEMO_PASSWORD);
  const offer = { total_posts: 1, total_stories: 0, total_reels: 0, total_videos: 0, observations: '', value: 1200, is_negotiable: false };
  const applied = await page.request.post(`/v3/proposal/${published.published.id}/apply`, {
    data: offer,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(applied.status()).toBe(201);
  const { id: applicationId } = (await applied.json()) as { id: string };

  // The brand accepts her on her deal's page; the checklist opens once the acceptance settles.
  await page.goto(`/marcas/propostas/${id}/candidaturas/${applicationId}`);
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByText('Candidatura aceita.')).toBeVisible();
  const brandPanel = page.getByRole('region', { name: 'Entregas combinadas' });
  await expect(brandPanel.getByText(/A lista de entregas abre em instantes/)).toBeVisible();
  await expect(brandPanel.getByRole('listitem', { name: 'Post 1' })).toContainText('Ainda não entregue.', { timeout: 120_000 });
  await expect(brandPanel).toContainText('pago diretamente pela marca');

  // Ouro hands in her post's address in the creators' app.
  const creatorContext = await browser.newContext();
  const ouro = await creatorContext.newPage();
  await logInAs(ouro, demo.gold);
  await ouro.goto(`/publis/candidaturas/${applicationId}`);
  const creatorPanel = ouro.getByRole('region', { name: 'Entregas combinadas' });
  const item = creatorPanel.getByRole('listitem', { name: 'Post 1' });
  await expect(creatorPanel).toContainText('pago diretamente pela marca');
  await item.getByLabel('Endereço público do post 1').fill('https://example.com/meu-post');
  await item.getByRole('button', { name: 'Entregar' }).click();
  await expect(item.getByText(/Cole o endereço do post no Instagram/)).toBeVisible();
  await screen(ouro, 'entregas-criadora', { fieldError: true });
  await item.getByLabel('Endereço público do post 1').fill(POST_URL);
  await item.getByRole('button', { name: 'Entregar' }).click();
  await expect(item).toContainText('Aguardando a marca');

  // The brand sees it (the page reads the deal again when the tab comes back), and confirms it.
  await page.reload();
  const brandItem = page.getByRole('region', { name: 'Entregas combinadas' }).getByRole('listitem', { name: 'Post 1' });
  await expect(brandItem.getByRole('link', { name: POST_URL })).toBeVisible();
  // Her hand-in settles the acceptance: the card offers no decision any more, and says why.
  await expect(page.getByText('A criadora já começou as entregas: a aceitação não pode mais ser desfeita.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recusar' })).toHaveCount(0);
  await shots(page, 'entregas-marca');
  await brandItem.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Publi concluída: todas as entregas foram confirmadas.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Entregas combinadas' })).toContainText('Concluída');
  await shots(page, 'entregas-marca-concluida');

  // Both read 'Concluída'.
  await ouro.reload();
  await expect(creatorPanel.getByText('Publi concluída')).toBeVisible();
  await expect(creatorPanel).toContainText('Concluída');
  await expect(item).toContainText('Confirmada');
  await shots(ouro, 'entregas-criadora-concluida');
  // Her bell says so too (deliverable_reviewed).
  const bell = await ouro.request.get('/v3/notifications', { headers: { authorization: `Bearer ${token}` } });
  const titles = ((await bell.json()) as { items: { title: string }[] }).items.map((each) => each.title);
  expect(titles).toContain('Publi concluída: Post de lançamento');
  await creatorContext.close();
});
