import { expect, test } from '@playwright/test';
import { freshCnpj, operatorPost, screen, signUpApproved } from './brand-steps.ts';

// Issue #40, slice 2 (docs/product/brands.md "Proposals"): an approved brand writes a proposal,
// keeps it as a draft, uploads its logo, sends it for review (then it is read only), an operator
// publishes it (its API here; the back office's screen is its own slice), and the brand extends
// its validity and closes it.

const run = Date.now();
const OWNER = { company: `Aurora Skincare ${run % 100_000}`, name: 'Marina Lopes', email: `marina-${run}@example.com`, password: 'senha-da-marina' };
const PROPOSAL = 'Glow de Verão';
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const brazilianDay = (day: string) => day.split('-').reverse().join('/');
/** A small PNG logo (96 x 32, two colours in squares). */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAAAgCAIAAABiouoDAAAAVklEQVR42u3QsQ0AIAwDwexEyUqMi1iHzJCScJLrl3xxxirt7lna6/0ABAgQIECAAAECBAgQIECAAAFqBvTb4WofECBAgAABAgQIECBAgAABAgSoGVACpo4TPFAFH9cAAAAASUVORK5CYII=',
  'base64',
);

test('an approved brand writes a proposal, sends it for review, and once published extends and closes it', async ({ page, browser, baseURL }) => {
  // An approved brand: signed up, its e-mail proved, approved by an operator.
  await signUpApproved(page, browser, baseURL ?? '', OWNER, freshCnpj(run));

  // No proposal yet: the list invites the first one.
  await page.getByRole('link', { name: 'Ver propostas' }).click();
  await expect(page.getByText(/Nenhuma proposta ainda/)).toBeVisible();
  await screen(page, 'propostas-vazia');
  await page.getByRole('link', { name: 'Nova proposta' }).click();
  await expect(page.getByRole('heading', { name: 'Nova proposta' })).toBeVisible();
  await expect(page.getByLabel(/^Marca/)).toHaveValue(OWNER.company);

  // The schema's words before anything is sent; then the draft is saved.
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page.getByText('Informe o nome.')).toBeVisible();
  await page.getByLabel(/^Nome/).fill(PROPOSAL);
  await page.getByLabel('Descrição').fill('Um post no feed e três stories mostrando a linha de verão.');
  await page.getByLabel(/^Valor/).fill('1500,50');
  await page.getByLabel('Aceita negociação do valor').check();
  await page.getByLabel('Seguidores, no mínimo').fill('10000');
  await screen(page, 'proposta-nova');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page.getByText('Rascunho salvo.')).toBeVisible();
  await expect(page).toHaveURL(/\/marcas\/propostas\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { name: PROPOSAL })).toBeVisible();

  // Its logo, uploaded from the draft: shown at once, and kept by the proposal (it is there after a reload).
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Enviar logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(page.getByText('Logo salvo na proposta.')).toBeVisible();
  const logo = page.getByRole('img', { name: `Logo de ${OWNER.company}` });
  await expect(logo).toHaveAttribute('src', /\/v3\/files\/logos\/[0-9a-f]{24}\.webp$/);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);
  await expect(page.getByRole('button', { name: 'Trocar logo' })).toBeVisible();
  await page.reload();
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);
  await screen(page, 'proposta-logo');

  // The list: the draft, with its value.
  await page.getByRole('navigation', { name: 'Navegação' }).getByRole('link', { name: 'Propostas' }).click();
  const row = page.getByRole('listitem', { name: PROPOSAL });
  await expect(row).toContainText('R$ 1.500,50');
  await expect(row).toContainText('Rascunho');
  await screen(page, 'propostas-lista');

  // Sent for review: read only, waiting for the team.
  await row.getByRole('link').click();
  await expect(page.getByLabel(/^Nome/)).toHaveValue(PROPOSAL);
  await expect(page.getByLabel(/^Valor/)).toHaveValue('1.500,5');
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(page.getByText('Em análise pela equipe da Mais Alcance')).toBeVisible();
  await expect(page.getByLabel(/^Nome/)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Salvar rascunho' })).toHaveCount(0);
  await screen(page, 'proposta-em-analise');
  // The API holds it too: a submitted proposal is not discarded.
  const locked = await page.request.delete(`/v3/brand/proposals/${id}`, { headers: { origin: baseURL ?? '' } });
  expect(locked.status()).toBe(409);
  expect(await locked.json()).toMatchObject({ code: 'BRAND_PROPOSAL_LOCKED' });

  // An operator publishes it.
  await operatorPost(browser, baseURL ?? '', `/v3/admin/brand-proposals/${id}/publish`);
  await page.reload();
  await expect(page.getByText('Aberta · 0 candidaturas')).toBeVisible();
  // Published with its logo, which no longer changes.
  await expect(logo).toBeVisible();
  await expect(page.getByRole('button', { name: 'Trocar logo' })).toHaveCount(0);
  await expect(page.getByText('O valor é o combinado com as criadoras e pago diretamente pela marca.')).toBeVisible();
  await expect(page.getByLabel(/^Nome/)).toBeDisabled();

  // 'Prorrogar': a day not later than today is refused on the field; a later one is the new last day.
  await page.getByLabel('Nova data final').fill('2020-01-01');
  await page.getByRole('button', { name: 'Prorrogar' }).click();
  await expect(page.getByText('A nova data final precisa ser depois da atual e de hoje.')).toBeVisible();
  await screen(page, 'proposta-prorrogar-recusada', { fieldError: true });
  const later = dayFromNow(30);
  await page.getByLabel('Nova data final').fill(later);
  await page.getByRole('button', { name: 'Prorrogar' }).click();
  await expect(page.getByText('Validade prorrogada.')).toBeVisible();
  await expect(page.getByText(`Válida até ${brazilianDay(later)}.`)).toBeVisible();
  await screen(page, 'proposta-publicada');

  // 'Encerrar', after confirming.
  await page.getByRole('button', { name: 'Encerrar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Encerrar proposta' });
  await confirm.getByRole('button', { name: 'Encerrar' }).click();
  await expect(page.getByText('Proposta encerrada.')).toBeVisible();
  await expect(page.getByText('Encerrada · 0 candidaturas')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prorrogar' })).toHaveCount(0);

  await page.getByRole('link', { name: '← Propostas' }).click();
  await expect(row).toContainText('Publicada');
  await expect(row).toContainText('Encerrada · 0 candidaturas');
  await screen(page, 'propostas-publicada');
});
