import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations, screenshotBothWidths, signUpAndSignIn } from './helpers.ts';

// Voice cloning end to end on the embedded demo (docs/product/voice-cloning.md): samples checked
// by their content, the consent, the demo profile followed to 'Pronta' without a reload, and a
// voice-over paid with 1 credit that plays.

const PASSWORD = 'senha-segura-123';

/** `seconds` of a voice-like hum as a mono 16-bit WAV, made here rather than committed. */
function wav(seconds: number, sampleRate = 8000): Buffer {
  const count = Math.round(seconds * sampleRate);
  const file = Buffer.alloc(44 + count * 2);
  file.write('RIFF', 0);
  file.writeUInt32LE(36 + count * 2, 4);
  file.write('WAVEfmt ', 8);
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(sampleRate, 24);
  file.writeUInt32LE(sampleRate * 2, 28);
  file.writeUInt16LE(2, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36);
  file.writeUInt32LE(count * 2, 40);
  for (let index = 0; index < count; index += 1) {
    const t = index / sampleRate;
    const value = 0.4 * Math.sin(2 * Math.PI * (170 + 30 * Math.sin(2 * Math.PI * 0.7 * t)) * t) * (0.55 + 0.45 * Math.sin(8 * Math.PI * t));
    file.writeInt16LE(Math.round(value * 32_767), 44 + index * 2);
  }
  return file;
}

/** A new account, signed in, with the welcome coupon's 10 credits. */
async function newCreatorWithCredits(page: Page, request: APIRequestContext) {
  await signUpAndSignIn(page, request, { name: 'Bia Narradora', email: `voz.${Date.now()}@example.com`, password: PASSWORD });
  await page.goto('/credits');
  await page.getByLabel('Código do cupom').fill('BEMVINDO10');
  await page.getByRole('button', { name: 'Resgatar' }).click();
  await expect(page.getByTestId('credit-balance')).toHaveText('10 créditos');
}

const sidebarCredits = (page: Page) => page.getByRole('complementary', { name: 'Barra lateral' }).getByRole('link', { name: /^Créditos/ });

test.describe('/aira/clone', () => {
  test('upload samples, consent, follow the demo profile to "Pronta", narrate for 1 credit, then delete it all', async ({ page, request }) => {
    test.setTimeout(90_000);
    await newCreatorWithCredits(page, request);
    await page.goto('/aira/clone');
    await expect(page.getByRole('heading', { level: 1, name: 'Clone sua voz' })).toBeVisible();
    // The demo says what it is.
    await expect(page.getByText('Modo de demonstração: a narração é um áudio de exemplo, não a sua voz.')).toBeVisible();
    await expect(page.getByText('Nenhuma amostra enviada ainda.')).toBeVisible();
    await expect(page.getByTestId('samples-total')).toHaveText('Total: 0 s (mínimo 30 s, máximo 5 min).');
    const create = page.getByRole('button', { name: 'Criar perfil de voz' });
    await expect(create).toBeDisabled();
    await expect(page.getByText('As amostras precisam somar pelo menos 30 segundos de voz.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'voice-clone-empty');

    // A text file with an audio name is refused by its content; a 2 s sample by its length.
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles([
      { name: 'nao-e-audio.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('Só um texto com nome de MP3.\n'.repeat(50)) },
      { name: 'curtinha.wav', mimeType: 'audio/wav', buffer: wav(2) },
    ]);
    const refused = page.getByRole('alert').filter({ hasText: 'Algumas amostras não foram aceitas' });
    await expect(refused).toContainText('nao-e-audio.mp3: Envie um áudio MP3, WAV, M4A ou OGG.');
    await expect(refused).toContainText('curtinha.wav: Cada amostra precisa ter pelo menos 10 segundos de voz.');
    await screenshotBothWidths(page, 'voice-clone-refused');

    await fileInput.setInputFiles([
      { name: 'minha-voz-1.wav', mimeType: 'audio/wav', buffer: wav(18) },
      { name: 'minha-voz-2.wav', mimeType: 'audio/wav', buffer: wav(17) },
    ]);
    const samples = page.getByRole('list', { name: 'Amostras de voz' });
    await expect(samples.getByRole('listitem')).toHaveCount(2);
    await expect(samples.getByRole('listitem').first()).toContainText('minha-voz-1.wav');
    await expect(samples.getByRole('listitem').first()).toContainText('18 s · 281 KB · WAV');
    await expect(page.getByTestId('samples-total')).toHaveText('Total: 35 s (mínimo 30 s, máximo 5 min).');

    // The consent first, then the profile.
    await expect(create).toBeDisabled();
    await expect(page.getByText('Confirme que a voz é sua para continuar.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Confirmo que esta voz é minha' }).check();
    await expect(create).toBeEnabled();
    await create.click();

    // Followed without a reload: on its way first, then ready.
    const status = page.getByTestId('voice-profile-status');
    await expect(status).toHaveText(/Na fila|Processando/);
    await expect(page.getByRole('button', { name: 'Enviar amostras' })).toHaveCount(0);
    await expect(status).toHaveText('Processando', { timeout: 10_000 });
    await screenshotBothWidths(page, 'voice-clone-processing');
    await expect(status).toHaveText('Pronta', { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Narração com a sua voz' })).toBeVisible();
    await expect(page.getByText('Você ainda não gerou narrações.')).toBeVisible();

    // A voice-over for 1 credit: the balance drops by 1 in the sidebar, and the audio plays.
    await expect(sidebarCredits(page)).toHaveAccessibleName('Créditos (saldo: 10 créditos)');
    await expect(page.getByText('Gerar a narração custa 1 crédito.')).toBeVisible();
    await page.getByLabel('Texto da narração').fill('Oi, gente! Hoje eu vou contar por que essa garrafa térmica vai comigo para todo lugar.');
    await page.getByRole('button', { name: 'Gerar narração' }).click();
    await expect(page.getByText('Narração pronta.')).toBeVisible();
    await expect(sidebarCredits(page)).toHaveAccessibleName('Créditos (saldo: 9 créditos)');
    const narration = page.getByRole('list', { name: 'Suas narrações' }).getByRole('listitem').first();
    await expect(narration).toContainText('essa garrafa térmica');
    const player = narration.locator('audio');
    await expect(player).toHaveAttribute('src', /^blob:/);
    const seconds = await player.evaluate(
      (audio: HTMLAudioElement) =>
        new Promise<number>((resolve) => {
          if (audio.readyState >= 1) resolve(audio.duration);
          else audio.addEventListener('loadedmetadata', () => resolve(audio.duration), { once: true });
        }),
    );
    expect(seconds).toBeGreaterThan(2);
    await expect(narration.getByRole('link', { name: 'Baixar áudio' })).toHaveAttribute('download', /\.wav$/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'voice-clone-ready');

    // The history of credits shows the charge.
    await page.goto('/credits');
    await expect(page.getByRole('list', { name: 'Movimentações de créditos' }).getByRole('listitem').first()).toContainText(
      'Narração com sua voz (Aira)',
    );

    // Deleting the profile deletes the samples too, after asking.
    await page.goto('/aira/clone');
    await page.getByRole('button', { name: 'Excluir perfil de voz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir perfil de voz' });
    await expect(dialog).toContainText('apaga também todas as suas amostras');
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Perfil de voz excluído, com as amostras.')).toBeVisible();
    await expect(page.getByText('Nenhuma amostra enviada ainda.')).toBeVisible();
    await expect(page.getByTestId('voice-profile-status')).toHaveCount(0);
  });
});
