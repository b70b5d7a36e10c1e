import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, signedInContext } from './operators.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação' });

test('the demo admin sees the Painel, creates a coupon and expires it, and opens Tarefas', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL ?? '', DEMO_ADMIN);
  const page = await context.newPage();

  // Painel: the figures of the seeded demo, and its charts.
  await page.goto('/backoffice/');
  await expect(page.getByRole('heading', { name: `Olá, ${DEMO_ADMIN.name}` })).toBeVisible();
  await expect(page.getByTestId('figure-creators')).toContainText(/Criadores\s*[1-9]/);
  await expect(page.getByTestId('figure-creators')).toContainText('Ouro');
  await expect(page.getByTestId('figure-open-proposals')).toContainText(/Propostas abertas\s*[1-9]/);
  await expect(page.getByTestId('figure-commissions')).toContainText('R$');
  await expect(page.getByRole('img', { name: 'Novos criadores por dia' }).locator('.recharts-surface')).toBeVisible();

  // Cupons: a new coupon, then expired.
  await nav(page).getByRole('link', { name: 'Cupons' }).click();
  await page.getByRole('button', { name: 'Novo cupom' }).click();
  const code = `E2E${Date.now()}`;
  const form = page.getByRole('dialog', { name: 'Novo cupom' });
  await form.getByLabel('Código').fill(code.toLowerCase());
  await form.getByLabel('Créditos').fill('5');
  await form.getByLabel('Limite de usos').fill('10');
  await form.getByRole('button', { name: 'Criar cupom' }).click();
  const row = page.getByTestId(`coupon-${code}`);
  await expect(row).toContainText('5 créditos');
  await expect(row).toContainText('0 / 10');
  await expect(row).toContainText('Ativo');

  await row.getByRole('button', { name: `Ações para ${code}` }).click();
  await page.getByRole('menuitem', { name: 'Ver quem usou' }).click();
  await expect(page.getByRole('dialog', { name: `Quem usou ${code}` }).getByText('Ninguém usou este cupom ainda.')).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `Ações para ${code}` }).click();
  await page.getByRole('menuitem', { name: 'Expirar agora' }).click();
  await page.getByRole('dialog', { name: 'Expirar cupom' }).getByRole('button', { name: 'Expirar' }).click();
  await expect(row).toContainText('Expirado');
  await expect(row).toContainText('encerrado em');

  // Tarefas: the failed jobs, or that there are none (an API test retries one).
  await nav(page).getByRole('link', { name: 'Tarefas' }).click();
  await expect(page.getByRole('heading', { name: 'Tarefas' })).toBeVisible();
  await expect(page.getByText('Nenhuma tarefa falhou. Tudo em dia.').or(page.getByRole('columnheader', { name: 'Fila' }))).toBeVisible();
  await context.close();
});
