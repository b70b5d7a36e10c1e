import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { formatFollowers, graphemes, initials, isHexColor, kitPalettes, readableAccent, readableTextOn } from '@ma/domain';
import subsetRanges from '@fontsource/inter/unicode.json' with { type: 'json' };
import { renderAsync } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import sharp from 'sharp';

export interface KitPreviewInput {
  name: string;
  username: string;
  levelLabel: string;
  niches: string[];
  followers: number | null;
  /** The profile photo (WebP or PNG), or null for the initials. */
  photo: Buffer | null;
  /** The creator's accent, #rrggbb. */
  accent: string;
}

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const PHOTO_SIDE = 272;
const palette = kitPalettes.claro;

// Satori reads WOFF and TTF but not WOFF2. Latin holds Portuguese's accents (ã, ç, é); Latin
// Extended covers the rest of the names creators write (ő, ş, ł...). The subsets get family names
// of their own: under one name and weight Satori drew Latin Extended letters as 'no glyph'; with
// two names it falls back to the next loaded family, in order, for a glyph the first one lacks.
const FONT_FILES = [
  { name: 'Inter', file: 'inter-latin-400-normal.woff', weight: 400 },
  { name: 'Inter', file: 'inter-latin-700-normal.woff', weight: 700 },
  { name: 'Inter Latin Ext', file: 'inter-latin-ext-400-normal.woff', weight: 400 },
  { name: 'Inter Latin Ext', file: 'inter-latin-ext-700-normal.woff', weight: 700 },
] as const;

// Read once per process, on the first render: the files never change under a running server.
// eslint-disable-next-line no-restricted-syntax -- files read once, the same for every app of the process
let fontsLoading: Promise<Font[]> | undefined;
function loadFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  fontsLoading ??= Promise.all(
    FONT_FILES.map(async ({ name, file, weight }) => ({
      name,
      data: await readFile(require.resolve(`@fontsource/inter/files/${file}`)),
      weight,
      style: 'normal' as const,
    })),
  ).catch((error: unknown) => {
    fontsLoading = undefined; // a failed read is tried again by the next render
    throw error;
  });
  return fontsLoading;
}

// Satori's input is React-element-shaped data: text is only ever a string child, which Satori
// lays out as text and never parses, so creators' words cannot become elements or styles.
interface CardElement {
  type: 'div' | 'img';
  key: null;
  props: { style: Record<string, string | number>; children?: CardChild[]; src?: string; width?: number; height?: number };
}
type CardChild = CardElement | string;
const div = (style: CardElement['props']['style'], ...children: CardChild[]): CardElement => ({ type: 'div', key: null, props: { style, children } });

// What the loaded subsets can draw ('U+0000-00FF,U+0131,...'). Anything else (emoji, other
// scripts) is left out rather than drawn as a 'no glyph' box.
const drawableRanges = [subsetRanges.latin, subsetRanges['latin-ext']].flatMap((ranges) =>
  ranges.split(',').map((range) => {
    const [first = '0', last = first] = range.replace('U+', '').split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)] as const;
  }),
);
const isDrawable = (character: string) =>
  Array.from(character).every((codePoint) => {
    const code = codePoint.codePointAt(0) ?? 0;
    return drawableRanges.some(([first, last]) => code >= first && code <= last);
  });

/** One line of text, at most `max` characters long, of what the fonts can draw, cut on whole characters. */
function clip(text: string, max: number): string {
  // NFC first: an accent typed as a combining mark becomes the accented letter the font has.
  const drawable = graphemes(text.normalize('NFC')).filter(isDrawable).join('').replace(/\s+/gu, ' ').trim();
  const characters = graphemes(drawable);
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : drawable;
}

// What a stored photo can be. Anything else (an SVG above all, which sharp would draw) is not
// a photo this card shows.
const PHOTO_FORMATS = new Set(['webp', 'png', 'jpeg']);

/** The photo as a PNG data URL, or null when there is none or it cannot be read (the initials show). */
async function photoDataUrl(photo: Buffer | null): Promise<string | null> {
  if (!photo) return null;
  try {
    const image = sharp(photo, { limitInputPixels: 4_000_000 });
    if (!PHOTO_FORMATS.has((await image.metadata()).format)) return null;
    const png = await image.resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}

/** '12,3k seguidores' with the app's one follower format (truncated, never overstated); '' for none. */
const followersText = (followers: number | null) =>
  followers === null || !Number.isFinite(followers) || followers < 0
    ? ''
    : `${formatFollowers(followers)} ${followers === 1 ? 'seguidor' : 'seguidores'}`;

/** `element` when `text` is not empty, else nothing (a line or a chip of text the fonts cannot draw). */
const ifText = (text: string, element: (text: string) => CardElement): CardElement[] => (text ? [element(text)] : []);

function card(input: KitPreviewInput, photo: string | null): CardElement {
  const accent = isHexColor(input.accent) ? input.accent.toLowerCase() : palette.accent;
  const onAccent = readableTextOn(accent);
  const name = clip(input.name, 80);
  const username = clip(input.username, 40);
  const niches = input.niches.map((niche) => clip(niche, 24)).filter((niche) => niche !== '');
  const pill = { display: 'flex', fontSize: 26, padding: '8px 22px', borderRadius: 999, whiteSpace: 'nowrap' };
  const avatar: CardElement = photo
    ? { type: 'img', key: null, props: { src: photo, width: PHOTO_SIDE, height: PHOTO_SIDE, style: { borderRadius: '50%' } } }
    : div(
        { display: 'flex', alignItems: 'center', justifyContent: 'center', width: PHOTO_SIDE, height: PHOTO_SIDE, borderRadius: '50%' },
        initials(name) || initials(username),
      );

  return div(
    {
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      height: '100%',
      backgroundColor: palette.background,
      color: palette.text,
      fontFamily: 'Inter',
    },
    div({ display: 'flex', height: 16, backgroundColor: accent }),
    div(
      { display: 'flex', flexGrow: 1, alignItems: 'center', gap: 64, padding: '0 80px' },
      div(
        // The ring: the accent around the photo, or the accent filling the initials' circle.
        { display: 'flex', padding: 8, borderRadius: '50%', backgroundColor: accent, color: onAccent, fontSize: 104, fontWeight: 700 },
        avatar,
      ),
      div(
        { display: 'flex', flexDirection: 'column', flexGrow: 1, flexShrink: 1, minWidth: 0, gap: 14 },
        ...ifText(name, (text) => div({ fontSize: 64, fontWeight: 700, lineHeight: 1.12, lineClamp: 2, overflowWrap: 'anywhere' }, text)),
        ...ifText(username, (text) =>
          div({ fontSize: 34, color: palette.muted, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }, `@${text}`),
        ),
        div(
          { display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 14 },
          ...ifText(clip(input.levelLabel, 20), (text) => div({ ...pill, backgroundColor: accent, color: onAccent, fontWeight: 700 }, text)),
          ...niches
            .slice(0, 3)
            .map((niche) => div({ ...pill, backgroundColor: palette.surface, border: `2px solid ${palette.border}`, color: palette.text }, niche)),
        ),
        ...ifText(followersText(input.followers), (text) =>
          div({ fontSize: 36, fontWeight: 700, marginTop: 14, color: readableAccent(accent, palette.background) }, text),
        ),
      ),
    ),
    div({ display: 'flex', padding: '0 80px 40px', fontSize: 26, color: palette.muted }, 'Mídia kit · Mais Alcance'),
  );
}

/**
 * The link preview of a creator's media kit (og:image): a 1200 x 630 PNG with photo, name,
 * @username, level, up to three niches and the follower count.
 */
export async function renderKitPreview(input: KitPreviewInput): Promise<Buffer> {
  const [fonts, photo] = await Promise.all([loadFonts(), photoDataUrl(input.photo)]);
  const svg = await satori(card(input, photo), { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fonts });
  // Text is already paths in the SVG: no system font is needed, and scanning them is slow.
  // renderAsync draws on libuv's thread pool rather than the event loop.
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}
