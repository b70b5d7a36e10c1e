import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, signedInContext } from '../../backoffice/e2e/operators.ts';
import { demo, logInAs, newestMail, screenshotBothWidths } from '../../web/e2e/helpers.ts';
import { freshCnpj, mailedLink, screen, seeApproved, signUpProven, untilNotified } from './brand-steps.ts';

// Issue #40's "Done when" (docs/decisions/038-brands-on-the-platform.md), in one run through the
// screens, each person in a browser of their own: a brand signs up and proves its e-mail, the demo's
// operator approves it in the back office; the brand writes a proposal and sends it, the operator
// publishes it; the demo's Ouro creator applies; the brand finds her in its ranked list, opens her
// kit and accepts her; they exchange messages, each told a minute later (her bell and her e-mail,
// the brand's e-mail); she hands in her post, the brand confirms it, and both read 'Concluída'.
// What the older specs of slices 3 to 5 checked besides is done where the flow passes it, most of
// it while a notice waits its minute: the deal's refusals (a message's markup, an address that is
// not a post's, a decision once she handed in), the unread counts and 'Visto', the brand's report
// of the conversation read by the operator in Denúncias, and the brand's secret link for its team.

const run = Date.now();
const OWNER = { company: `Maré Cosméticos ${run % 100_000}`, name: 'Lívia Prado', email: `livia-${run}@example.com`, password: 'senha-da-livia' };
const PROPOSAL = `Post de lançamento ${run % 100_000}`;
const HELLO = 'Oi! O briefing está em https://example.com/briefing e o <b>roteiro</b> vai amanhã.';
const REPLY = 'Combinado! Gravo no sábado.';
const POST_URL = 'https://www.instagram.com/p/C8xYz12AbCd/';

/**
 * Both widths' screenshots of `name`, and the deliverables panel's accessibility (brand-steps'
 * `screen` checks a whole page; a refused address shows in Mantine's red, below AA: see there).
 */
async function panelShots(page: Page, name: string) {
  await screen(page, name, { fieldError: true });
  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="entregas-titulo"]').analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Two notices a minute after their message (hers, then the brand's), on two busy cores.
test.setTimeout(330_000);

test('a brand signs up, is approved, publishes a proposal, accepts Ouro, they talk, she hands in her post, and both see the deal concluded', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';

  // The brand signs up and proves its e-mail; it waits for the team.
  await signUpProven(page, OWNER, freshCnpj(run));

  // The demo's operator approves it in the back office's 'Contas de marca'.
  const operator = await signedInContext(browser, origin, DEMO_ADMIN);
  const backoffice = await operator.newPage();
  await backoffice.goto('/backoffice/brands');
  const brandRow = backoffice.getByRole('row').filter({ hasText: OWNER.company });
  await expect(brandRow).toContainText('E-mail confirmado');
  await brandRow.getByRole('button', { name: `Ações para ${OWNER.company}` }).click();
  await backoffice.getByRole('menuitem', { name: 'Aprovar' }).click();
  await backoffice.getByRole('dialog', { name: 'Aprovar marca' }).getByRole('button', { name: 'Aprovar' }).click();
  await expect(backoffice.getByText('Marca aprovada.')).toBeVisible();

  // The brand sees it when it comes back to the tab, writes its proposal and sends it for review.
  await seeApproved(page, 'Lívia');
  await page.getByRole('link', { name: 'Ver propostas' }).click();
  await page.getByRole('link', { name: 'Nova proposta' }).click();
  await expect(page.getByLabel(/^Marca/)).toHaveValue(OWNER.company);
  await page.getByLabel(/^Nome/).fill(PROPOSAL);
  await page.getByLabel('Descrição').fill('Um post no feed mostrando a linha nova.');
  await page.getByLabel(/^Valor/).fill('1200');
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(page.getByText('Em análise pela equipe da Mais Alcance')).toBeVisible();
  await expect(page).toHaveURL(/\/marcas\/propostas\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  // The operator publishes it in 'Propostas das marcas'.
  await backoffice.goto('/backoffice/brand-proposals');
  const proposalRow = backoffice.getByRole('row').filter({ hasText: PROPOSAL });
  await expect(proposalRow).toContainText('R$ 1.200,00');
  await proposalRow.getByRole('button', { name: `Ações para ${PROPOSAL}` }).click();
  await backoffice.getByRole('menuitem', { name: 'Publicar' }).click();
  await backoffice.getByRole('dialog', { name: 'Publicar proposta' }).getByRole('button', { name: 'Publicar' }).click();
  await expect(backoffice.getByText('Proposta publicada.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Nenhuma criadora se candidatou a esta proposta ainda.')).toBeVisible();

  // Ouro finds it in her app's 'Publis' and applies with one post.
  const creatorContext = await browser.newContext();
  const ouro = await creatorContext.newPage();
  await logInAs(ouro, demo.gold);
  await ouro.goto(`/publis?q=${encodeURIComponent(PROPOSAL)}`);
  const card = ouro.getByRole('article').filter({ hasText: OWNER.company });
  await card.getByRole('button', { name: 'Fazer Proposta' }).click();
  const modal = ouro.getByRole('dialog', { name: 'Enviar proposta' });
  await modal.getByLabel('Posts').fill('1');
  await modal.getByLabel('Observações').fill('Gravo no fim de semana.');
  await modal.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(ouro.getByText('Proposta enviada com sucesso!')).toBeVisible();

  // The brand finds her in its ranked 'Candidaturas': her card and her offer; her kit opens in a tab of its own.
  await page.reload();
  await expect(page.getByText('1 candidatura, da mais compatível para a menos.')).toBeVisible();
  const conversationLink = page.getByRole('link', { name: /^Conversa com / });
  const creatorName = ((await conversationLink.textContent()) ?? '').replace('Conversa com ', '');
  const applicant = page.getByRole('listitem', { name: creatorName });
  await expect(applicant).toContainText('1 post · 0 stories · 0 reels · 0 vídeos · R$ 1.200,00');
  await expect(applicant).toContainText('Gravo no fim de semana.');
  await expect(applicant).toContainText('Em análise');
  await expect(applicant).toContainText(/Compatibilidade: \d+%/);
  await screen(page, 'proposta-candidaturas');
  const kitLink = applicant.getByRole('link', { name: /Ver mídia kit/ });
  await expect(kitLink).toHaveAttribute('target', '_blank');
  const [kit] = await Promise.all([page.waitForEvent('popup'), kitLink.click()]);
  await expect(kit.getByRole('heading', { name: creatorName }).first()).toBeVisible();
  await kit.close();

  // 'Aceitar'; her deal page says the checklist opens once the acceptance settles, and the brand writes first.
  await applicant.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByText('Candidatura aceita.')).toBeVisible();
  await expect(applicant.getByRole('button', { name: 'Aceitar' })).toHaveAttribute('aria-pressed', 'true');
  await expect(applicant).toContainText('Aceita');
  await conversationLink.click();
  await expect(page).toHaveURL(/\/marcas\/propostas\/[^/]+\/candidaturas\/[^/]+$/);
  const applicationId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const brandPanel = page.getByRole('region', { name: 'Entregas combinadas' });
  await expect(brandPanel.getByText(/A lista de entregas abre em instantes/)).toBeVisible();
  await expect(page.getByText('Nenhuma mensagem ainda. Escreva a primeira.')).toBeVisible();
  await screen(page, 'negociacao-marca-vazia');
  await page.getByLabel(`Mensagem para ${creatorName}`).fill(HELLO);
  await page.getByRole('button', { name: 'Enviar' }).click();
  const brandThread = page.getByRole('list', { name: `Conversa com ${creatorName}` });
  await expect(brandThread).toContainText(HELLO);
  await expect(page.getByLabel(`Mensagem para ${creatorName}`)).toHaveValue('');
  // While her notice waits its minute, the brand reports the conversation (her notice is hers: the
  // brand's reading does not touch it).
  await page.getByRole('button', { name: 'Denunciar conversa' }).click();
  await page.getByLabel('Motivo').fill('Teste de denúncia do e2e.');
  await page.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(page.getByText('Denúncia enviada. A equipe da Mais Alcance vai analisar a conversa.')).toBeVisible();
  // Away from the conversation (an open one reads what comes in, and her answer would not be mailed).
  await page.goto(`/marcas/propostas/${id}`);

  // Ouro: the unread count in 'Minhas candidaturas'; a minute later her bell and her e-mail tell her of the brand's message.
  await ouro.goto('/publis?tab=candidaturas');
  await expect(ouro.getByRole('listitem').filter({ hasText: PROPOSAL })).toContainText('1 mensagem nova');
  // The list's own accessibility is the web app's specs' (its items' names predate this slice): a screenshot only.
  await screenshotBothWidths(ouro, 'minhas-candidaturas-conversa');
  const notices = await untilNotified(ouro, `Nova mensagem de ${OWNER.company}`);
  const mail = await newestMail(demo.gold, `Nova mensagem de ${OWNER.company}`);
  expect(mail.text).toContain(`Uma nova mensagem sobre “${PROPOSAL}”.`);
  expect(mail.text).toContain(`/publis/candidaturas/${applicationId}`);
  await notices
    .getByRole('link')
    .filter({ hasText: `Nova mensagem de ${OWNER.company}` })
    .click();
  await expect(ouro).toHaveURL(new RegExp(`/publis/candidaturas/${applicationId}$`));

  // Her deal page: the brand's link made safe, its markup as text; her answer.
  const ouroThread = ouro.getByRole('list', { name: `Conversa com ${OWNER.company}` });
  await expect(ouroThread).toContainText(HELLO);
  await expect(ouroThread.locator('b')).toHaveCount(0);
  await expect(ouroThread.getByRole('link', { name: 'https://example.com/briefing' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await ouro.getByLabel(`Mensagem para ${OWNER.company}`).fill(REPLY);
  await ouro.getByRole('button', { name: 'Enviar' }).click();
  await expect(ouroThread).toContainText(REPLY);
  await expect(ouro.getByLabel(`Mensagem para ${OWNER.company}`)).toHaveValue('');
  await screen(ouro, 'negociacao-criadora');

  // The acceptance settled meanwhile: her checklist. An address that is not a post's is refused; her post's is handed in.
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

  // Meanwhile the brand, away from the conversation: 'Candidaturas' counts her answer, and the brand
  // shares the list with a link for its team, which opens it without an account until it is revoked.
  await page.reload();
  await expect(page.getByRole('listitem', { name: creatorName })).toContainText('1 mensagem nova');
  await screen(page, 'candidaturas-mensagens');
  await page.getByLabel('Para quem').fill('Agência');
  await page.getByRole('button', { name: 'Criar link' }).click();
  const address = page.getByText(/\/aira\/profile-list\//);
  await expect(address).toBeVisible();
  const teamUrl = (await address.textContent()) ?? '';
  const links = page.getByRole('list', { name: 'Links' });
  await expect(links).toContainText('Agência · Ativo');
  await screen(page, 'proposta-links');
  const team = await browser.newContext();
  const guest = await team.newPage();
  await guest.goto(teamUrl);
  await expect(guest.getByText(creatorName).first()).toBeVisible();
  await links.getByRole('button', { name: 'Revogar o link Agência' }).click();
  await expect(page.getByText('Link revogado.')).toBeVisible();
  await expect(links).toContainText('Agência · Revogado');
  expect((await guest.request.get(`/v3/aira/profile-list/${new URL(teamUrl).pathname.split('/').at(-1) ?? ''}`)).status()).toBe(404);
  await team.close();

  // The operator reads the report in Denúncias: the conversation as neither side, both sides' messages.
  await backoffice.goto('/backoffice/reports');
  const report = backoffice.getByRole('row').filter({ hasText: 'Teste de denúncia do e2e.' }).first();
  await expect(report).toContainText(OWNER.company);
  await screen(backoffice, 'denuncias');
  await report.getByRole('button', { name: /^Ver conversa/ }).click();
  await expect(backoffice.getByRole('dialog')).toContainText(HELLO);
  await expect(backoffice.getByRole('dialog')).toContainText(REPLY);
  await screen(backoffice, 'denuncia-conversa');
  await operator.close();

  // A minute after her answer the brand's team is mailed it; the mail's link opens her deal.
  const brandSubject = `Nova mensagem de ${creatorName} na Mais Alcance`;
  await newestMail(OWNER.email, brandSubject, { timeout: 150_000 });
  const dealPath = new URL(await mailedLink(OWNER.email, brandSubject, '/marcas/propostas/')).pathname;
  expect(dealPath).toBe(`/marcas/propostas/${id}/candidaturas/${applicationId}`);
  await page.goto(dealPath);
  await expect(brandThread).toContainText(REPLY);
  await expect(brandThread).toContainText('Visto');
  await screen(page, 'negociacao-marca');

  // Her post, ready to check; her hand-in settled the acceptance: the card offers no decision any more, and says why.
  const brandItem = brandPanel.getByRole('listitem', { name: 'Post 1' });
  await expect(brandItem.getByRole('link', { name: POST_URL })).toBeVisible();
  await expect(brandPanel).toContainText('pago diretamente pela marca');
  await expect(page.getByText('A criadora já começou as entregas: a aceitação não pode mais ser desfeita.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recusar' })).toHaveCount(0);
  await panelShots(page, 'entregas-marca');

  // The brand confirms it: the deal is concluded.
  await brandItem.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Publi concluída: todas as entregas foram confirmadas.')).toBeVisible();
  await expect(brandPanel).toContainText('Concluída');
  await panelShots(page, 'entregas-marca-concluida');

  // Both read 'Concluída'; her bell says so too.
  await ouro.reload();
  await expect(creatorPanel.getByText('Publi concluída')).toBeVisible();
  await expect(creatorPanel).toContainText('Concluída');
  await expect(item).toContainText('Confirmada');
  await panelShots(ouro, 'entregas-criadora-concluida');
  await ouro.goto('/notifications');
  await expect(notices).toContainText(`Publi concluída: ${PROPOSAL}`);
  await creatorContext.close();
});
