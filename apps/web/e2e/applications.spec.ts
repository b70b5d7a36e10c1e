import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from './fixtures.ts';
import { demo, screenshotBothWidths, signIn } from './helpers.ts';
import { canSend, cardOf, pick, proposalsFor } from './proposal-fixtures.ts';

// The first paint after sign-in, on a machine shared with other builds, has taken more than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const brl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');

// docs/product/proposals.md "Minhas candidaturas": an application opens, and is withdrawn while the brand has not answered.
test('a creator is warned of a value far above the brand’s, applies, opens her application and withdraws it', async ({ page, request }) => {
  // Six screenshots at two widths each on top of the flow.
  test.setTimeout(120_000);
  // The last match: proposals.spec.ts applies to the first one.
  const target = pick(
    (await proposalsFor(request, demo.gold)).reverse(),
    'negotiable, with a value, open to Ouro',
    (proposal) => canSend(proposal) && proposal.accepts_negotiations && proposal.value > 0 && proposal.value * 2 < 999_999,
  );
  await page.goto('/login');
  await signIn(page, demo.gold);
  await expect(page.getByRole('img', { name: /^Nível/ }).first()).toBeVisible();
  await page.goto(`/publis?q=${encodeURIComponent(target.name)}`);
  const card = cardOf(page, target);
  await card.getByRole('button', { name: 'Fazer Proposta' }).click();
  const modal = page.getByRole('dialog', { name: 'Enviar proposta' });
  await modal.getByLabel('Posts').fill('1');
  await modal.getByLabel('Observações').fill('Um post no feed com o produto.');

  // A warning, not a refusal: the offer goes through.
  const warning = modal.getByText(`Seu valor está bem acima do sugerido pela marca (${brl(target.value)}). Tem certeza?`);
  await expect(warning).toHaveCount(0);
  await modal.getByLabel('Valor da sua proposta').fill('999999');
  await expect(warning).toBeVisible();
  await screenshotBothWidths(page, 'applications-value-warning');
  await page.setViewportSize({ width: 1280, height: 800 });
  await modal.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(page.getByText('Proposta enviada com sucesso!')).toBeVisible();
  await expect(card.getByText('Aplicado', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Minhas candidaturas' }).click();
  await page.getByRole('button', { name: `Ver candidatura: ${target.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Sua candidatura' });
  await expect(dialog.getByText('R$ 999.999,00')).toBeVisible();
  await expect(dialog.getByText('Em análise')).toBeVisible();
  await expect(dialog.getByText('Um post no feed com o produto.')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include('[role="dialog"]').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await screenshotBothWidths(page, 'applications-opened');

  await dialog.getByRole('button', { name: 'Retirar candidatura' }).click();
  await expect(dialog.getByText('Retirar esta candidatura?')).toBeVisible();
  await screenshotBothWidths(page, 'applications-withdraw-confirm');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Sim, retirar' }).click();
  await expect(page.getByText('Candidatura retirada.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Ver candidatura: ${target.name}` })).toHaveCount(0);
  await screenshotBothWidths(page, 'applications-after-withdraw');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The card follows: no 'Aplicado', and she may apply again while the proposal is open.
  await page.getByRole('tab', { name: 'Publis' }).click();
  await expect(card.getByRole('button', { name: 'Fazer Proposta' })).toBeEnabled();
  await expect(card.getByText('Aplicado', { exact: true })).toHaveCount(0);
});
