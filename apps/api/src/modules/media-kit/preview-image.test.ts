import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, renderKitPreview, type KitPreviewInput } from './preview-image.ts';

const PHOTO_COLOUR = { r: 51, g: 170, b: 119 };
const ACCENT = { r: 190, g: 24, b: 93 }; // #be185d

const base: KitPreviewInput = {
  name: 'Joana Conceição Ávila',
  username: 'joana.avila',
  levelLabel: 'Prata',
  niches: ['Moda', 'Beleza', 'Viagem', 'Culinária'],
  followers: 12_345,
  photo: null,
  accent: '#be185d',
};
const photo = (format: 'webp' | 'png') => {
  const image = sharp({ create: { width: 400, height: 400, channels: 3, background: PHOTO_COLOUR } });
  return (format === 'webp' ? image.webp() : image.png()).toBuffer();
};

async function expectPreviewPng(image: Buffer) {
  expect(await sharp(image).metadata()).toMatchObject({ format: 'png', width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT });
}
/** Whether the pixel at (x, y) is `colour`, give or take lossy WebP. */
async function isColourAt(image: Buffer, x: number, y: number, colour: typeof ACCENT) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [colour.r, colour.g, colour.b].every((value, channel) => Math.abs((data[at + channel] ?? -99) - value) <= 4);
}

// The circle of the photo or initials sits 88 px from the left (80 of padding, 8 of ring) and is
// centred in the space between the top band and the footer.
const CIRCLE_CENTRE = { x: 224, y: 288 };

describe('renderKitPreview', () => {
  it.each(['webp', 'png'] as const)('draws a 1200 x 630 PNG with the %s photo in its circle', async (format) => {
    const image = await renderKitPreview({ ...base, photo: await photo(format) });
    await expectPreviewPng(image);
    expect(await isColourAt(image, CIRCLE_CENTRE.x, CIRCLE_CENTRE.y, PHOTO_COLOUR)).toBe(true);
    expect(await isColourAt(image, 600, 6, ACCENT)).toBe(true); // the band across the top
  });

  it('draws the initials on the accent without a photo, and when the photo is not one it can show', async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#33aa77"/></svg>`);
    for (const input of [base, { ...base, photo: Buffer.from('not an image') }, { ...base, photo: svg }]) {
      const image = await renderKitPreview(input);
      await expectPreviewPng(image);
      expect(await isColourAt(image, CIRCLE_CENTRE.x, CIRCLE_CENTRE.y - 100, ACCENT)).toBe(true);
      expect(await isColourAt(image, CIRCLE_CENTRE.x, CIRCLE_CENTRE.y, PHOTO_COLOUR)).toBe(false);
    }
  });

  it('takes whatever a creator typed as text: markup, 200 characters, accents, emoji, other scripts', async () => {
    const inputs: KitPreviewInput[] = [
      { ...base, name: `<script>alert("x")</script>${'<b>Nome</b> '.repeat(20)}`.slice(0, 200), niches: ['<img src=x onerror=alert(1)>'] },
      { ...base, name: 'A'.repeat(200), username: 'u'.repeat(200), levelLabel: 'Ouro', niches: ['x'.repeat(200), '', '   '] },
      { ...base, name: 'Ação Güçlü Łódź Ősz ÇÃÕÉÍ ñ', niches: ['Saúde', 'Educação', 'Gastronomia'], followers: 1 },
      { ...base, name: 'Ana 🌸 Souza 🇧🇷 👩🏽‍💻', username: 'ana', niches: [], followers: 0 },
      { ...base, name: '   ', username: '李小龙', levelLabel: 'Bronze', followers: null, accent: 'red; background: url(x)' },
    ];
    for (const input of inputs) await expectPreviewPng(await renderKitPreview(input));
  });
});
