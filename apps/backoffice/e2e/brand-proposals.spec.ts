import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, axeViolations, demo } from '../../web/e2e/helpers.ts';
import { chooseAction, decide, dialogViolations, nav, openActions, RUN, shoot, signUpBrand, situation, supportOnly } from './brands.ts';
import { DEMO_ADMIN, signedInContext } from './operators.ts';

// Issue #40, slice 2 (docs/product/brands.md, "Proposals"): an approved brand writes two proposals
// through the API and submits both; the demo admin opens Propostas das marcas, reads one in full,
// publishes it and returns the other with a reason. The brand reads both decisions, and a creator
// finds the published one.

/** A draft written and submitted with the brand's session (snake_case, value in reais), and its id. */
async function submittedProposal(owner: APIRequestContext, name: string, value: number): Promise<string> {
  const created = await owner.post('/v3/brand/proposals', {
    data: {
      name,
      brand_name: 'Lumière',
      partnership_type: 'cache',
      value,
      accepts_negotiations: true,
      description: 'Três stories sobre o protetor.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const submitted = await owner.post(`/v3/brand/proposals/${id}/submit`);
  expect(submitted.status(), await submitted.text()).toBe(200);
  return id;
}

interface WireBrandProposal {
  id: string;
  state: string;
  return_reason: string | null;
  published: { id: string } | null;
}

/** A decided proposal's '⋮' menu offers 'Ver' alone: no decision again. */
async function offersOnlyVer(page: Page, row: Locator, name: string) {
  await openActions(row, name);
  await expect(page.getByRole('menuitem')).toHaveText(['Ver']);
  await page.keyboard.press('Escape');
}

test('the demo admin reads a brand’s proposal, publishes it and returns another with a reason; the brand and creators see the outcome', async ({
  browser,
  baseURL,
  request,
}) => {
  if (!baseURL) throw new Error('playwright.config.ts names the base URL');
  const admin = await signedInContext(browser, baseURL, DEMO_ADMIN);
  const brand = await signUpBrand(baseURL, `Lumière Cosméticos ${RUN}`, 3, true);
  const approval = await admin.request.post(`/v3/admin/brand-accounts/${brand.id}/approve`, { headers: { origin: baseURL } });
  expect(approval.status(), await approval.text()).toBe(200);
  const publishedName = `Verão Lumière ${RUN}`;
  const returnedName = `Inverno Lumière ${RUN}`;
  const publishedId = await submittedProposal(brand.owner, publishedName, 1500);
  const returnedId = await submittedProposal(brand.owner, returnedName, 800.5);
  const reason = 'O valor está abaixo do combinado para cachê.';

  const page = await admin.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/backoffice/');
  await nav(page).getByRole('link', { name: 'Propostas das marcas', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Propostas das marcas', exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Em análise' })).toBeChecked();

  // Both wait, newest submission first: the brand and its CNPJ, the name, the value, the type.
  const publishedRow = page.getByTestId(`brand-proposal-${publishedId}`);
  const returnedRow = page.getByTestId(`brand-proposal-${returnedId}`);
  await expect(publishedRow).toContainText(brand.name);
  await expect(publishedRow).toContainText(brand.cnpj);
  await expect(publishedRow).toContainText('R$ 1.500,00');
  await expect(publishedRow).toContainText('Cachê');
  await expect(returnedRow).toContainText('R$ 800,50');
  await expect(page.getByTestId(/^brand-proposal-/).first()).toHaveAttribute('data-testid', `brand-proposal-${returnedId}`);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'propostas-em-analise');

  // 'Ver' shows every field, read-only.
  const view = await chooseAction(page, publishedRow, publishedName, 'Ver', publishedName);
  await expect(view).toContainText('R$ 1.500,00 · negociável');
  await expect(view).toContainText('Três stories sobre o protetor.');
  await expect(view).toContainText('Só Ouro');
  await expect(view.getByRole('textbox')).toHaveCount(0);
  expect(await dialogViolations(page)).toEqual([]);
  await shoot(page, 'propostas-ver');
  await view.getByRole('button', { name: 'Fechar' }).click();

  // Publishing asks first, then says so; the proposal leaves the queue.
  const confirm = await chooseAction(page, publishedRow, publishedName, 'Publicar', 'Publicar proposta');
  await expect(confirm).toContainText('As criadoras verão a proposta na hora.');
  await decide(page, confirm, 'Publicar', 'Proposta publicada.', publishedRow);

  // Returning asks for the reason (the API's rule), then sends it.
  const giveBack = await chooseAction(page, returnedRow, returnedName, 'Devolver', 'Devolver proposta');
  await giveBack.getByRole('button', { name: 'Devolver' }).click();
  await expect(giveBack.getByText('Informe o motivo da devolução.')).toBeVisible();
  await giveBack.getByLabel('Motivo').fill(reason);
  expect(await dialogViolations(page)).toEqual([]);
  await decide(page, giveBack, 'Devolver', 'Proposta devolvida.', returnedRow);

  // Each filter shows its own, with no decision offered again.
  await situation(page, 'Devolvidas');
  await expect(page).toHaveURL(/state=returned/);
  await expect(returnedRow).toContainText('Devolvida');
  await expect(returnedRow).toContainText(`Motivo: ${reason}`);
  await offersOnlyVer(page, returnedRow, returnedName);
  await situation(page, 'Publicadas');
  await expect(publishedRow).toContainText('Aberta');
  await expect(publishedRow).toContainText('0 candidaturas');
  await offersOnlyVer(page, publishedRow, publishedName);
  await shoot(page, 'propostas-publicadas');

  // The brand reads both decisions in its own session.
  const mine = await brand.owner.get('/v3/brand/proposals');
  expect(mine.ok(), await mine.text()).toBe(true);
  const { items } = (await mine.json()) as { items: WireBrandProposal[] };
  expect(items.find((item) => item.id === publishedId)).toMatchObject({
    state: 'published',
    return_reason: null,
    published: { id: expect.any(String) },
  });
  expect(items.find((item) => item.id === returnedId)).toMatchObject({ state: 'returned', return_reason: reason, published: null });

  // A creator's /publis finds the published one, and not the returned one.
  const token = await apiToken(request, demo.gold);
  const creatorsSee = async (q: string) => {
    const found = await request.post('/v3/proposal/', { data: { q, page: 1, page_size: 12 }, headers: { authorization: `Bearer ${token}` } });
    expect(found.ok(), await found.text()).toBe(true);
    return ((await found.json()) as { items: { name: string }[] }).items.map((item) => item.name);
  };
  expect(await creatorsSee(publishedName)).toContain(publishedName);
  expect(await creatorsSee(returnedName)).not.toContain(returnedName);
  await Promise.all([brand.owner.dispose(), admin.close()]);
});

test('support opens Propostas das marcas; finance is not offered it, is told whose page it is, and the API answers 403', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('playwright.config.ts names the base URL');
  const screen = {
    name: 'Propostas das marcas',
    path: '/backoffice/brand-proposals',
    api: '/v3/admin/brand-proposals',
    loaded: (page: Page) => page.getByRole('columnheader', { name: 'Marca', exact: true }).or(page.getByText('Nenhuma proposta em análise.')),
  };
  await supportOnly(browser, baseURL, screen, { support: 'Sofia Suporte', finance: 'Fábio Financeiro' });
});
