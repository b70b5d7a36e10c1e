import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demo } from '../../web/e2e/helpers.ts';
import { freshCnpj, operatorPost, screen, signUpApproved } from './brand-steps.ts';

// Issue #40, slice 3 (docs/product/brands.md "Applicants"): once the brand's proposal is
// published, the demo's Ouro creator applies (through the API), the brand sees her in
// 'Candidaturas' and accepts her, and makes a secret link for its team, which opens the list
// without an account until the brand revokes it.

const run = Date.now();
const OWNER = { company: `Brisa Cosméticos ${run % 100_000}`, name: 'Helena Dias', email: `helena-${run}@example.com`, password: 'senha-da-helena' };
const PROPOSAL = 'Rotina de verão';

test('the brand sees who applied to its published proposal, accepts her, and shares the list with a link it revokes', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = { origin: baseURL ?? '' };
  await signUpApproved(page, browser, baseURL ?? '', OWNER, freshCnpj(run));

  // A proposal written and sent through the API (the screens are brand-proposals.spec.ts'), published by an operator.
  const draft = { name: PROPOSAL, brand_name: OWNER.company, partnership_type: 'cache', value: 1500, description: 'Um Reels e três stories.' };
  const created = await page.request.post('/v3/brand/proposals', { data: draft, headers: origin });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.post(`/v3/brand/proposals/${id}/submit`, { headers: origin })).status()).toBe(200);
  await operatorPost(browser, baseURL ?? '', `/v3/admin/brand-proposals/${id}/publish`);

  await page.goto(`/marcas/propostas/${id}`);
  await expect(page.getByRole('heading', { name: 'Candidaturas', exact: true })).toBeVisible();
  await expect(page.getByText('Nenhuma criadora se candidatou a esta proposta ainda.')).toBeVisible();

  // The demo's Ouro creator applies.
  const published = (await (await page.request.get(`/v3/brand/proposals/${id}`)).json()) as { published: { id: string } };
  const signIn = await page.request.post('/v3/account/auth', { data: { email: demo.gold, password: DEMO_PASSWORD } });
  expect(signIn.status()).toBe(200);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const offer = {
    total_posts: 0,
    total_stories: 3,
    total_reels: 1,
    total_videos: 0,
    observations: 'Gravo no fim de semana.',
    value: 1500,
    is_negotiable: false,
  };
  const applied = await page.request.post(`/v3/proposal/${published.published.id}/apply`, {
    data: offer,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(applied.status()).toBe(201);
  const applicants = (await (await page.request.get(`/v3/brand/proposals/${id}/applicants`)).json()) as {
    applicants: { creator: { name: string } }[];
  };
  const name = applicants.applicants[0]?.creator.name ?? '';

  // 'Candidaturas': her card, her offer; 'Aceitar'.
  await page.reload();
  const card = page.getByRole('listitem', { name });
  await expect(card).toContainText('0 posts · 3 stories · 1 reels · 0 vídeos · R$ 1.500,00');
  await expect(card).toContainText('Gravo no fim de semana.');
  await expect(card).toContainText('Em análise');
  await expect(card.getByRole('link', { name: /Ver mídia kit/ })).toHaveAttribute('target', '_blank');
  await screen(page, 'proposta-candidaturas');
  await card.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByText('Candidatura aceita.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Aceitar' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toContainText('Aceita');

  // 'Links para a equipe': a link shown once, which opens the list without an account.
  await page.getByLabel('Para quem').fill('Agência');
  await page.getByRole('button', { name: 'Criar link' }).click();
  const address = page.getByText(/\/aira\/profile-list\//);
  await expect(address).toBeVisible();
  const url = (await address.textContent()) ?? '';
  const links = page.getByRole('list', { name: 'Links' });
  await expect(links).toContainText('Agência · Ativo');
  await screen(page, 'proposta-links');
  const team = await browser.newContext();
  const guest = await team.newPage();
  await guest.goto(url);
  await expect(guest.getByText(name).first()).toBeVisible();

  // Revoked, the link opens nothing.
  await links.getByRole('button', { name: 'Revogar o link Agência' }).click();
  await expect(page.getByText('Link revogado.')).toBeVisible();
  await expect(links).toContainText('Agência · Revogado');
  expect((await guest.request.get(`/v3/aira/profile-list/${new URL(url).pathname.split('/').at(-1) ?? ''}`)).status()).toBe(404);
  await team.close();
});
