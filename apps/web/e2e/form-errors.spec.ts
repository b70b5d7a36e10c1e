import { expect, test } from './fixtures.ts';
import { appTookOver, signUpAndSignIn } from './helpers.ts';

// No silent failure (#38): an error the schema gives on a field the person cannot see is brought
// to her: the field is scrolled into view and focused, and a toast says it where she is.
test('a form error off screen is brought into view on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpAndSignIn(page, request, { name: 'Lia Souza', email: `lia.${Date.now().toString(36)}@example.com`, password: 'senha-segura-123' });
  await page.goto('/media-kit/edit');
  await appTookOver(page);
  await expect(page.getByRole('heading', { name: 'Editar perfil', level: 1 })).toBeVisible();

  const whatsapp = page.getByLabel('WhatsApp');
  await whatsapp.fill('98765-4321');
  const save = page.getByRole('button', { name: 'Salvar mídia kit' });
  await save.scrollIntoViewIfNeeded();
  await expect(whatsapp).not.toBeInViewport();
  await save.click();

  const message = 'Informe um WhatsApp com DDD, por exemplo (11) 98765-4321.';
  await expect(whatsapp).toBeFocused();
  await expect(whatsapp).toBeInViewport();
  // Said twice: under the field, and in a toast where she was looking.
  await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(2);
  await expect(page.locator('.mantine-Notifications-notification').filter({ hasText: message })).toBeVisible();
  await expect(page.getByText('Você tem alterações não salvas.')).toBeVisible();
});
