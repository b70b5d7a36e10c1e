import AxeBuilder from '@axe-core/playwright';
import type { TargetingGap } from '@ma/api-client/schemas';
import { missingFeatureLabels } from '@ma/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demo, routeChunkPattern, screenshotBothWidths, signIn } from './helpers.ts';
import { canSend, cardOf, pick, proposalsFor, signInAndOpenPublis } from './proposal-fixtures.ts';

const brl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');

/** WCAG A/AA on the page, or only on its <main> where the shell around it is not this feature's. */
async function expectNoAxeViolations(page: Page, { mainOnly = false } = {}) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const axe = await (mainOnly ? builder.include('main') : builder).analyze();
  expect(axe.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
}

test.describe('proposals (publis)', () => {
  test('Ouro filters by text and niche in the URL, opens a card and applies', async ({ page, request }) => {
    // Four screenshots at two widths each on top of the flow.
    test.setTimeout(90_000);
    const target = pick(
      await proposalsFor(request, demo.gold),
      'negotiable with a niche, open to Ouro',
      (proposal) => canSend(proposal) && proposal.accepts_negotiations && proposal.categories_of_influencer.length > 0,
    );
    const niche = target.categories_of_influencer[0] ?? '';
    await signInAndOpenPublis(page, demo.gold);

    await page.getByLabel('Buscar publis').fill(target.name);
    await expect(page).toHaveURL(/[?&]q=/);
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('combobox', { name: 'Nichos' }).click();
    await page.getByRole('option', { name: niche, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[?&]niches=/);
    await expect(page.getByText(/^1 publi encontrada$/)).toBeVisible();
    await screenshotBothWidths(page, 'publis-filters-open');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The filtered list is bookmarkable: a reload shows the same search and niche.
    await page.reload();
    await expect(page.getByLabel('Buscar publis')).toHaveValue(target.name);
    await expect(page.getByRole('group', { name: 'Filtros ativos' }).getByText(niche, { exact: true })).toBeVisible();
    const card = cardOf(page, target);
    await expect(card).toHaveCount(1);
    await screenshotBothWidths(page, 'publis-list');
    await page.setViewportSize({ width: 1280, height: 800 });

    await card.getByRole('button', { name: 'Ver detalhes' }).click();
    await expect(card.getByText('Seguidores', { exact: true })).toBeVisible();
    await expect(card.getByText('Validade', { exact: true })).toBeVisible();
    await screenshotBothWidths(page, 'publis-card-expanded');
    await page.setViewportSize({ width: 1280, height: 800 });

    await card.getByRole('button', { name: 'Fazer Proposta' }).click();
    const modal = page.getByRole('dialog', { name: 'Enviar proposta' });
    await expect(modal).toBeVisible();
    for (const label of ['Posts', 'Stories', 'Reels', 'Vídeos (TikTok)']) await expect(modal.getByLabel(label)).toHaveValue('0');
    // Nothing to deliver: the whole form's problem, under the quantities, and nothing is sent.
    await modal.getByRole('button', { name: 'Enviar proposta' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Informe pelo menos uma entrega: posts, stories, reels ou vídeos.');
    await screenshotBothWidths(page, 'publis-apply-no-deliverable');
    await modal.getByLabel('Reels').fill('2');
    await expect(modal.getByRole('alert')).toBeHidden();
    await modal.getByLabel('Observações').fill('Dois reels mostrando a rotina com o produto.');
    await expect(modal.getByLabel('Valor da sua proposta')).toHaveValue(brl(target.value));
    await modal.getByLabel('Eu aceito negociar este valor.').check();
    await screenshotBothWidths(page, 'publis-apply-modal');
    await page.setViewportSize({ width: 1280, height: 800 });

    await modal.getByRole('button', { name: 'Enviar proposta' }).click();
    await expect(page.getByText('Proposta enviada com sucesso!')).toBeVisible();
    await expect(page.getByText('Sua proposta foi enviada para análise.')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(card.getByText('Aplicado', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Fazer Proposta' })).toBeDisabled();

    await page.getByRole('tab', { name: 'Minhas candidaturas' }).click();
    await expect(page).toHaveURL(/[?&]tab=candidaturas/);
    const application = page.getByRole('listitem').filter({ hasText: target.brand_name });
    await expect(application.getByText('Em análise')).toBeVisible();
    await expect(application.getByText(brl(target.value))).toBeVisible();
    await expect(application.getByText('2 reels')).toBeVisible();
    await screenshotBothWidths(page, 'publis-applications');
  });

  test('an over-cap value on a non-negotiable proposal is refused with the message', async ({ page, request }) => {
    const fixed = pick(
      await proposalsFor(request, demo.gold),
      'non-negotiable and open to Ouro',
      (proposal) => canSend(proposal) && !proposal.accepts_negotiations && proposal.value > 0,
    );
    await signInAndOpenPublis(page, demo.gold, `?q=${encodeURIComponent(fixed.name)}`);
    const card = cardOf(page, fixed);
    await card.getByRole('button', { name: 'Fazer Proposta' }).click();
    const modal = page.getByRole('dialog', { name: 'Enviar proposta' });
    await expect(modal.getByText(/não é negociável, mas você pode oferecer um valor menor/)).toBeVisible();
    await expect(modal.getByLabel('Eu aceito negociar este valor.')).toHaveCount(0);
    await modal.getByLabel('Posts').fill('1');
    await modal.getByLabel('Valor da sua proposta').fill(String(fixed.value + 100));
    await modal.getByRole('button', { name: 'Enviar proposta' }).click();
    await expect(modal.getByText(`Este valor não pode ser negociado. Ofereça até ${brl(fixed.value)}.`)).toBeVisible();
    await expect(modal).toBeVisible();
    await expect(page.getByText('Proposta enviada com sucesso!')).toHaveCount(0);

    // A lower offer is welcome.
    await modal.getByLabel('Valor da sua proposta').fill(String(fixed.value - 1));
    await modal.getByRole('button', { name: 'Enviar proposta' }).click();
    await expect(page.getByText('Proposta enviada com sucesso!')).toBeVisible();
  });

  test('an incompatible profile sees the missing features by name and a disabled button', async ({ page, request }) => {
    const incompatible = pick(
      await proposalsFor(request, demo.gold),
      'missing something for Ouro',
      (proposal) => proposal.missing_features.length > 0,
    );
    await signInAndOpenPublis(page, demo.gold, `?q=${encodeURIComponent(incompatible.name)}`);
    const card = cardOf(page, incompatible);
    await expect(card.getByText('Seu perfil não é compatível com esta proposta.', { exact: true })).toBeVisible();
    // Each reason: what the proposal asks and what her profile has, or what it lacks (issue #38).
    const { missing_details: details } = incompatible as typeof incompatible & { missing_details: TargetingGap[] };
    expect(details.map((gap) => gap.feature)).toEqual(incompatible.missing_features);
    for (const { feature, asks, has } of details) {
      const line = has === null ? `Falta: ${missingFeatureLabels[feature]}` : `Pede: ${asks}; seu perfil: ${has}`;
      await expect(card.getByText(line, { exact: true })).toBeVisible();
    }
    await card.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'publis-blocked-card');
    await expect(card.getByRole('button', { name: 'Fazer Proposta' })).toBeDisabled();
  });

  test("a long name is cut on a phone's collapsed card and shown whole once 'Ver detalhes' opens it (#38)", async ({ page, request }) => {
    const long = pick(await proposalsFor(request, demo.gold), 'named in more than 30 characters', (proposal) => proposal.name.length > 30);
    await page.setViewportSize({ width: 360, height: 760 });
    await signInAndOpenPublis(page, demo.gold, `?q=${encodeURIComponent(long.name.slice(0, 100))}`);
    const card = cardOf(page, long);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(/…$/);
    await card.getByRole('button', { name: 'Ver detalhes' }).click();
    await expect(card.getByRole('heading', { level: 2, name: long.name, exact: true })).toBeVisible();
  });

  test('a Prata without networks is told what she lacks, and the card links to connecting them', async ({ page, request }) => {
    const blocked = pick(await proposalsFor(request, demo.silver), 'asking a follower count of a Prata without networks', (proposal) =>
      proposal.missing_features.includes('followers'),
    );
    await signInAndOpenPublis(page, demo.silver, `?q=${encodeURIComponent(blocked.name)}`);
    const card = cardOf(page, blocked);
    await expect(card.getByText(`Falta: ${missingFeatureLabels.followers}`, { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'Conectar redes sociais' }).click();
    await expect(page).toHaveURL(/\/media-kit\/connect$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Conecte suas redes sociais' })).toBeVisible();
  });

  test('Prata sees the unlock dialog on a gold-only proposal and applies where silvers are allowed', async ({ page, request }) => {
    test.setTimeout(60_000);
    const proposals = await proposalsFor(request, demo.silver);
    const goldOnly = pick(proposals, 'gold-only with nothing missing for Prata', (proposal) => canSend(proposal) && !proposal.is_silvers_alloweds);
    const silverOk = pick(proposals, 'silver-allowed and open to Prata', (proposal) => canSend(proposal) && proposal.is_silvers_alloweds);

    await signInAndOpenPublis(page, demo.silver, `?q=${encodeURIComponent(goldOnly.name)}`);
    await cardOf(page, goldOnly).getByRole('button', { name: 'Fazer Proposta' }).click();
    const unlock = page.getByRole('dialog', { name: 'Conecte suas redes sociais' });
    await expect(unlock).toBeVisible();
    await expect(unlock.getByText('Esta proposta é exclusiva para criadores de nível Ouro.')).toBeVisible();
    await expect(unlock.getByRole('link', { name: 'Conectar redes sociais' })).toHaveAttribute('href', '/media-kit/connect');
    // Dialogs lock page scroll (docs/product/routes-and-navigation.md).
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await screenshotBothWidths(page, 'publis-unlock-dialog');
    await unlock.getByRole('button', { name: 'Agora não' }).click();
    await expect(unlock).toBeHidden();

    await page.getByLabel('Buscar publis').fill(silverOk.name);
    const card = cardOf(page, silverOk);
    await card.getByRole('button', { name: 'Fazer Proposta' }).click();
    const modal = page.getByRole('dialog', { name: 'Enviar proposta' });
    await modal.getByLabel('Stories').fill('3');
    await modal.getByRole('button', { name: 'Enviar proposta' }).click();
    await expect(page.getByText('Proposta enviada com sucesso!')).toBeVisible();
    await expect(card.getByText('Aplicado', { exact: true })).toBeVisible();
  });

  test('an empty search says so, clears its filters, and the full list loads page by page', async ({ page, request }) => {
    const total = (await proposalsFor(request, demo.gold)).length;
    expect(total).toBeGreaterThan(12);
    await signInAndOpenPublis(page, demo.gold, '?q=nenhuma-publi-tem-este-nome&types=%5B%22permuta%22%5D');
    await expect(page.getByRole('heading', { name: 'Nenhuma publi encontrada' })).toBeVisible();
    await screenshotBothWidths(page, 'publis-empty');
    await page.getByRole('main').getByRole('button', { name: 'Limpar filtros' }).last().click();
    await expect(page).toHaveURL(/\/publis$/);
    await expect(page.getByLabel('Buscar publis')).toHaveValue('');
    await expect(page.getByText(`${total} publis encontradas`)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(12);
    await expectNoAxeViolations(page, { mainOnly: true });
    for (let shown = 12; shown < total; shown = Math.min(shown + 12, total)) {
      await page.getByRole('button', { name: 'Carregar mais' }).click();
      await expect(page.getByRole('article')).toHaveCount(Math.min(shown + 12, total));
    }
    await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
  });

  test("the list for the URL's search is asked for at navigation, before the page's code arrives, and once", async ({ page }) => {
    await page.goto('/login');
    await signIn(page, demo.gold);
    await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
    let listRequests = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/v3/proposal/') listRequests += 1;
    });
    // The /publis page's code (its lazy chunk) is held back until the list request is seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(routeChunkPattern('_app/publis.tsx'), async (route) => {
      await held;
      await route.continue();
    });
    const listRequest = page.waitForRequest((sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/v3/proposal/', {
      timeout: 10_000,
    });
    await page.getByRole('complementary', { name: 'Barra lateral' }).getByRole('link', { name: 'Buscar publis' }).click();
    try {
      expect((await listRequest).postDataJSON()).toMatchObject({ sort: 'newest', page: 1 });
    } finally {
      release();
    }
    await expect(page.getByRole('heading', { name: 'Buscar publis' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    // The page mounted after the list had answered: it shows that answer instead of asking again.
    await page.waitForLoadState('networkidle');
    expect(listRequests).toBe(1);
  });

  test('the public page renders for a guest and copies its link', async ({ page, context, request, baseURL }) => {
    const proposal = pick(await proposalsFor(request, demo.gold), 'any', () => true);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/publi/${proposal.id}/public`);
    await expect(page.getByRole('heading', { level: 1, name: proposal.name })).toBeVisible();
    await expect(page.getByText(brl(proposal.value)).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toHaveAttribute('href', `/?proposal=${proposal.id}`);
    await expect(page.getByRole('link', { name: 'Criar conta', exact: true })).toHaveAttribute('href', `/register?proposal=${proposal.id}`);
    await expect(page.getByRole('link', { name: 'Conheça o produto' })).toHaveAttribute('href', '#conheca');
    const shared = `${baseURL}/publi/${proposal.id}/public`;
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', new RegExp(encodeURIComponent(shared)));
    await expect(page.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', /linkedin\.com/);
    await expect(page.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com/);
    await expect(page.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /t\.me/);

    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByText('Link copiado com sucesso!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'public-proposal');
  });

  test('an unknown proposal id shows "Proposta não encontrada" with a way home', async ({ page }) => {
    await page.goto('/publi/nao-existe-esta-proposta/public');
    await expect(page.getByRole('heading', { name: 'Proposta não encontrada' })).toBeVisible();
    await screenshotBothWidths(page, 'public-proposal-not-found');
    await page.getByRole('link', { name: 'Ir para o início' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
