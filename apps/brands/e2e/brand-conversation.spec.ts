import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signedInContext } from '../../backoffice/e2e/operators.ts';
import { DEMO_PASSWORD, apiToken, demo, logInAs, newestMail, screenshotBothWidths } from '../../web/e2e/helpers.ts';
import { freshCnpj, operatorPost, screen, signUpApproved } from './brand-steps.ts';

// Issue #40, slice 4 (docs/product/conversations.md): the brand and the demo's Ouro creator talk
// about her application, each on their deal page; her bell tells her of the brand's message a
// minute later, the brand's team is mailed hers; the brand reports the conversation and an
// operator reads it in the back office's Denúncias.

const run = Date.now();
const OWNER = { company: `Ateliê Maré ${run % 100_000}`, name: 'Marina Costa', email: `marina-${run}@example.com`, password: 'senha-da-marina' };
const HELLO = 'Oi! O briefing está em https://example.com/briefing e o <b>roteiro</b> vai amanhã.';
const REPLY = 'Combinado! Gravo no sábado.';

test('the brand and Ouro exchange messages, her bell tells her, and the brand reports the conversation', async ({ page, browser, baseURL }) => {
  test.setTimeout(330_000);
  const origin = baseURL ?? '';
  await signUpApproved(page, browser, origin, OWNER, freshCnpj(run));

  // A proposal sent through the API (its screens are brand-proposals.spec.ts'), published by an operator; Ouro applies.
  const draft = { name: 'Coleção de inverno', brand_name: OWNER.company, partnership_type: 'cache', value: 1200, description: 'Um Reels.' };
  const created = await page.request.post('/v3/brand/proposals', { data: draft, headers: { origin } });
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.post(`/v3/brand/proposals/${id}/submit`, { headers: { origin } })).status()).toBe(200);
  await operatorPost(browser, origin, `/v3/admin/brand-proposals/${id}/publish`);
  const published = (await (await page.request.get(`/v3/brand/proposals/${id}`)).json()) as { published: { id: string } };
  const token = await apiToken(page.request, demo.gold, DEMO_PASSWORD);
  const offer = { total_posts: 0, total_stories: 2, total_reels: 1, total_videos: 0, observations: '', value: 1200, is_negotiable: false };
  const applied = await page.request.post(`/v3/proposal/${published.published.id}/apply`, {
    data: offer,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(applied.status()).toBe(201);

  // The brand opens her deal page from 'Candidaturas' and writes first.
  await page.goto(`/marcas/propostas/${id}`);
  const link = page.getByRole('link', { name: /^Conversa com / });
  const creatorName = ((await link.textContent()) ?? '').replace('Conversa com ', '');
  await link.click();
  await expect(page.getByText('Nenhuma mensagem ainda. Escreva a primeira.')).toBeVisible();
  await screen(page, 'negociacao-marca-vazia');
  await page.getByLabel(`Mensagem para ${creatorName}`).fill(HELLO);
  await page.getByRole('button', { name: 'Enviar' }).click();
  const brandThread = page.getByRole('list', { name: `Conversa com ${creatorName}` });
  await expect(brandThread).toContainText(HELLO);
  await expect(page.getByLabel(`Mensagem para ${creatorName}`)).toHaveValue('');

  // Away from the conversation (an open one reads what comes in): the proposal's page.
  await page.goto(`/marcas/propostas/${id}`);

  // Ouro: the unread count in 'Minhas candidaturas'; a minute later her bell has the brand's message, and opens the deal.
  const ouro = await browser.newContext();
  const ouroPage = await ouro.newPage();
  await logInAs(ouroPage, demo.gold);
  await ouroPage.goto('/publis?tab=candidaturas');
  const item = ouroPage.getByRole('listitem').filter({ hasText: 'Coleção de inverno' });
  await expect(item).toContainText('1 mensagem nova');
  // The list's own accessibility is the web app's specs' (its items' names predate this slice): a screenshot only.
  await screenshotBothWidths(ouroPage, 'minhas-candidaturas-conversa');
  const notices = ouroPage.getByRole('list', { name: 'Notificações' });
  await expect(async () => {
    await ouroPage.goto('/notifications');
    await expect(notices).toContainText(`Nova mensagem de ${OWNER.company}`, { timeout: 3_000 });
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  await notices
    .getByRole('link')
    .filter({ hasText: `Nova mensagem de ${OWNER.company}` })
    .click();
  await expect(ouroPage).toHaveURL(/\/publis\/candidaturas\//);

  // Her deal page: the link made safe, the markup as text; her answer.
  const ouroThread = ouroPage.getByRole('list', { name: `Conversa com ${OWNER.company}` });
  await expect(ouroThread).toContainText(HELLO);
  await expect(ouroThread.locator('b')).toHaveCount(0);
  await expect(ouroThread.getByRole('link', { name: 'https://example.com/briefing' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await ouroPage.getByLabel(`Mensagem para ${OWNER.company}`).fill(REPLY);
  await ouroPage.getByRole('button', { name: 'Enviar' }).click();
  await expect(ouroThread).toContainText(REPLY);
  await expect(ouroPage.getByLabel(`Mensagem para ${OWNER.company}`)).toHaveValue('');
  await screen(ouroPage, 'negociacao-criadora');
  await ouro.close();

  // A minute later the brand's team is mailed her answer; 'Candidaturas' counts it, the deal page shows it and 'Visto'.
  const mail = await newestMail(OWNER.email, `Nova mensagem de ${creatorName} na Mais Alcance`, { timeout: 150_000 });
  expect(mail.text).toContain(`/marcas/propostas/${id}/candidaturas/`);
  await page.reload();
  await expect(page.getByRole('listitem', { name: creatorName })).toContainText('1 mensagem nova');
  await screen(page, 'candidaturas-mensagens');
  await page.getByRole('link', { name: `Conversa com ${creatorName}` }).click();
  await expect(brandThread).toContainText(REPLY);
  await expect(brandThread).toContainText('Visto');
  await screen(page, 'negociacao-marca');

  // The brand reports the conversation; an operator reads it in Denúncias.
  await page.getByRole('button', { name: 'Denunciar conversa' }).click();
  await page.getByLabel('Motivo').fill('Teste de denúncia do e2e.');
  await page.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(page.getByText('Denúncia enviada. A equipe da Mais Alcance vai analisar a conversa.')).toBeVisible();
  const operator = await signedInContext(browser, origin, DEMO_ADMIN);
  const backoffice = await operator.newPage();
  await backoffice.goto('/backoffice/reports');
  const row = backoffice.getByRole('row').filter({ hasText: 'Teste de denúncia do e2e.' }).first();
  await expect(row).toContainText(OWNER.company);
  await screen(backoffice, 'denuncias');
  await row.getByRole('button', { name: /^Ver conversa/ }).click();
  await expect(backoffice.getByRole('dialog')).toContainText(REPLY);
  await screen(backoffice, 'denuncia-conversa');
  await operator.close();
});
