import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../../web/e2e/helpers.ts';
import {
  chooseAction,
  decide,
  dialogViolations,
  nav,
  openActions,
  RUN,
  shoot,
  signUpBrand,
  situation,
  supportOnly,
  type SignedUpBrand,
} from './brands.ts';
import { DEMO_ADMIN, signedInContext } from './operators.ts';

// Issue #40, slice 1 (docs/decisions/038-brands-on-the-platform.md): two brands sign up through the
// API and wait; the demo admin opens Contas de marca, approves the one whose owner proved the e-mail (the
// other cannot be approved yet) and refuses the other with a reason, which the brand then reads.

/** What the brand's own app reads of it. */
async function brandAsItSees(brand: SignedUpBrand) {
  const me = await brand.owner.get('/v3/brand/me');
  expect(me.ok(), await me.text()).toBe(true);
  return ((await me.json()) as { brand: { status: string; refusal_reason: string | null } }).brand;
}

test('the demo admin approves a brand whose owner proved the e-mail and refuses another with a reason; each brand reads its decision', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('playwright.config.ts names the base URL');
  const approved = await signUpBrand(baseURL, `Lumière Cosméticos ${RUN}`, 1, true);
  const refused = await signUpBrand(baseURL, `Grão Cafés ${RUN}`, 2, false);
  const reason = 'O CNPJ informado pertence a outra empresa.';

  const admin = await signedInContext(browser, baseURL, DEMO_ADMIN);
  const page = await admin.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/backoffice/');
  await nav(page).getByRole('link', { name: 'Contas de marca', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Contas de marca', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/backoffice\/brands\/?\?status=pending$|\/backoffice\/brands\/?$/);
  await expect(page.getByRole('radio', { name: 'Pendentes' })).toBeChecked();

  // Both wait, newest first: the CNPJ formatted, the owner, and whether the e-mail is proven.
  const approvedRow = page.getByTestId(`brand-${approved.id}`);
  const refusedRow = page.getByTestId(`brand-${refused.id}`);
  await expect(approvedRow).toContainText(approved.name);
  await expect(approvedRow).toContainText(approved.cnpj);
  await expect(approvedRow).toContainText(approved.email);
  await expect(approvedRow).toContainText('E-mail confirmado');
  await expect(approvedRow).toContainText('Pendente');
  await expect(refusedRow).toContainText('E-mail não confirmado');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'marcas-pendentes');

  // The unproven one cannot be approved yet, and says why.
  await openActions(refusedRow, refused.name);
  const approveItem = page.getByRole('menuitem', { name: /Aprovar/ });
  await expect(approveItem).toBeDisabled();
  await expect(approveItem).toContainText('Aguardando confirmação do e-mail');
  await page.keyboard.press('Escape');

  // Approving asks first, then says so; the brand leaves the pending list.
  const confirm = await chooseAction(page, approvedRow, approved.name, 'Aprovar', 'Aprovar marca');
  await expect(confirm).toContainText(approved.cnpj);
  await decide(page, confirm, 'Aprovar', 'Marca aprovada.', approvedRow);

  // Refusing asks for the reason (the API's rule), then sends it.
  const refusal = await chooseAction(page, refusedRow, refused.name, 'Recusar', 'Recusar marca');
  await refusal.getByRole('button', { name: 'Recusar' }).click();
  await expect(refusal.getByText('Informe o motivo da recusa.')).toBeVisible();
  await shoot(page, 'marcas-recusa-sem-motivo');
  await refusal.getByLabel('Motivo').fill(reason);
  expect(await dialogViolations(page)).toEqual([]);
  await shoot(page, 'marcas-recusa');
  await decide(page, refusal, 'Recusar', 'Marca recusada.', refusedRow);

  // Each filter shows its own, the refused one with its reason, and neither offers a decision again.
  await situation(page, 'Recusadas');
  await expect(page).toHaveURL(/status=refused/);
  await expect(refusedRow).toContainText('Recusada');
  await expect(refusedRow).toContainText(`Motivo: ${reason}`);
  await expect(refusedRow.getByRole('button', { name: /Ações/ })).toHaveCount(0);
  await situation(page, 'Aprovadas');
  await expect(approvedRow).toContainText('Aprovada');
  await situation(page, 'Todas');
  await expect(approvedRow).toBeVisible();
  await expect(refusedRow).toBeVisible();
  await shoot(page, 'marcas-todas');

  // The brands read the decisions in their own app's session.
  expect(await brandAsItSees(approved)).toMatchObject({ status: 'approved', refusal_reason: null });
  expect(await brandAsItSees(refused)).toMatchObject({ status: 'refused', refusal_reason: reason });
  await Promise.all([approved.owner.dispose(), refused.owner.dispose(), admin.close()]);
});

test('support opens Contas de marca; finance is not offered it, is told whose page it is, and the API answers 403', async ({ browser, baseURL }) => {
  if (!baseURL) throw new Error('playwright.config.ts names the base URL');
  const screen = {
    name: 'Contas de marca',
    path: '/backoffice/brands',
    api: '/v3/admin/brand-accounts',
    loaded: (page: Page) => page.getByRole('columnheader', { name: 'Empresa' }).or(page.getByText('Nenhuma marca aguardando análise.')),
  };
  await supportOnly(browser, baseURL, screen, { support: 'Sara Suporte', finance: 'Flávio Financeiro' });
});
