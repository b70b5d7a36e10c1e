import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, processProfilePhoto } from './photo.ts';

const RED = { r: 224, g: 0, b: 0 };
const GREEN = { r: 0, g: 192, b: 0 };
const BLUE = { r: 0, g: 0, b: 224 };

/** A width x height picture: `left` over its left half and `right` over the rest. */
const halves = (width: number, height: number, left: typeof RED, right: typeof RED) =>
  sharp({ create: { width, height, channels: 3, background: right } }).composite([
    { input: { create: { width: width / 2, height, channels: 3, background: left } }, left: 0, top: 0 },
  ]);

/** A landscape picture: red bands either side of a green square, so only a centred crop is all green. */
const bandedSquare = (side: number) =>
  sharp({ create: { width: side * 1.5, height: side, channels: 3, background: RED } }).composite([
    { input: { create: { width: side, height: side, channels: 3, background: GREEN } }, left: side / 4, top: 0 },
  ]);

/** The colour at (x, y), within a tolerance for lossy coding. */
async function colourAt(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at], g: data[at + 1], b: data[at + 2] };
}
const near = (colour: typeof RED) => ({
  r: expect.toSatisfy((value: number) => Math.abs(value - colour.r) < 24),
  g: expect.toSatisfy((value: number) => Math.abs(value - colour.g) < 24),
  b: expect.toSatisfy((value: number) => Math.abs(value - colour.b) < 24),
});

async function expectSquareWebps(result: { large: Buffer; small: Buffer }) {
  for (const [image, side] of [
    [result.large, 400],
    [result.small, 96],
  ] as const) {
    const metadata = await sharp(image).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: side, height: side });
    expect({ exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc, icc: metadata.icc, orientation: metadata.orientation }).toEqual({
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      icc: undefined,
      orientation: undefined,
    });
  }
}

const refusal = (code: 'PHOTO_UNSUPPORTED' | 'PHOTO_TOO_LARGE') => ({ code, status: code === 'PHOTO_TOO_LARGE' ? 413 : 415 });

// A 96 x 64 HEIC (HEVC) of bandedSquare(64), made here with libheif's encoder:
// `heif-enc -q 40 -o tiny.heic banded.png` (Debian's libheif-examples 1.15.1). Neither sharp's
// prebuilt libvips nor any npm package can write HEVC, so the file is kept as its bytes.
const TINY_HEIC = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAUJtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAA' +
    'AA5waXRtAAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAFmAAEAAAAAAAAATgAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEA' +
    'AGh2YzEAAAAAwmlwcnAAAACkaXBjbwAAAHhodmNDAQNwAAAAAAAAAAAAHvAA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMA' +
    'AAMAHroCQCEAAQArQgEBA3AAAAMAkAAAAwAAAwAeoDCBBZbqSSmubgQEDAgAAAMACAAAAwAIQCIAAQAHRAHBcrAiQAAAABRpc3Bl' +
    'AAAAAAAAAGAAAABAAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAoMAAABWbWRhdAAAAEooAa9YYaladV//1Kr/' +
    '9//IemJbHP3H1H3sPf6V6hNmMEM943W6NOkVVw2HNwWxUQ96e5bwYH/3tM4zs8fy4EYrO3tBCt2Wg6NamA==',
  'base64',
);

/** TINY_HEIC with another size in its 'ispe' box (image spatial extents), which decoders size memory by. */
function heicClaiming(width: number, height: number) {
  const heic = Buffer.from(TINY_HEIC);
  const box = heic.indexOf('ispe'); // then version and flags (4), width (4), height (4)
  heic.writeUInt32BE(width, box + 8);
  heic.writeUInt32BE(height, box + 12);
  return heic;
}

describe('processProfilePhoto', () => {
  it('turns a phone JPEG upright by its EXIF, crops it square and drops every piece of metadata', async () => {
    // Stored sideways (landscape, red left, blue right) with Orientation 6: it is displayed
    // rotated 90° clockwise, a portrait with red on top and blue below.
    const jpeg = await halves(400, 200, RED, BLUE)
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Phone', ImageDescription: 'Casa da criadora' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1', GPSMapDatum: 'WGS-84' },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input).toMatchObject({ format: 'jpeg', orientation: 6, width: 400, height: 200 });
    expect(input.exif?.includes('WGS-84')).toBe(true); // the GPS directory is really there
    expect(input.xmp).toBeDefined();

    const result = await processProfilePhoto(jpeg);
    await expectSquareWebps(result);
    for (const image of [result.large, result.small]) {
      expect(image.includes('WGS-84')).toBe(false);
      expect(image.includes('Exif')).toBe(false);
      expect(image.includes('Casa da criadora')).toBe(false);
    }
    // Upright: red above blue. Unrotated, the crop would be red left and blue right.
    expect(await colourAt(result.large, 380, 20)).toEqual(near(RED));
    expect(await colourAt(result.large, 20, 380)).toEqual(near(BLUE));
  });

  it('reads what the bytes are, not what the file claims: PNG, WebP and HEIC, cropped around the centre', async () => {
    const pngNamedJpg = await bandedSquare(200).png().toBuffer();
    const webp = await bandedSquare(200).webp({ lossless: true }).toBuffer();
    for (const input of [pngNamedJpg, webp, TINY_HEIC]) {
      const result = await processProfilePhoto(input);
      await expectSquareWebps(result);
      for (const [x, y] of [
        [4, 4],
        [395, 4],
        [200, 200],
        [4, 395],
        [395, 395],
      ] as const) {
        expect(await colourAt(result.large, x, y)).toEqual(near(GREEN));
      }
      expect(await colourAt(result.small, 2, 48)).toEqual(near(GREEN));
    }
  });

  it.each([
    ['a text file', () => Buffer.from('Olá, isto não é uma foto.\n')],
    [
      'an SVG (a script carrier that sharp would render)',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['random bytes', () => randomBytes(64 * 1024)],
    ['an empty file', () => Buffer.alloc(0)],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: RED } })
          .gif()
          .toBuffer(),
    ],
    [
      'an AVIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: RED } })
          .avif()
          .toBuffer(),
    ],
    ['a JPEG cut in half', async () => (await halves(400, 200, RED, BLUE).jpeg().toBuffer()).subarray(0, 600)],
    ['a JPEG header over garbage', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4096)])],
    ['a HEIC cut short', () => TINY_HEIC.subarray(0, 300)],
    ['a HEIC that claims 9000 x 9000 pixels', () => heicClaiming(9000, 9000)],
    ['a PNG of 9000 x 9000 pixels in a few kilobytes', () => greyPng(9000, 9000)],
  ])('refuses %s as PHOTO_UNSUPPORTED', async (_case, make) => {
    await expect(processProfilePhoto(await make())).rejects.toMatchObject(refusal('PHOTO_UNSUPPORTED'));
  });

  it('takes a small grey PNG made the same way as the bomb below', async () => {
    await expectSquareWebps(await processProfilePhoto(greyPng(300, 200)));
  });

  it('refuses more than 10 MB as PHOTO_TOO_LARGE before reading it, and takes 10 MB', async () => {
    const jpegStart = await halves(64, 64, RED, BLUE).jpeg().toBuffer();
    const padded = (size: number) => Buffer.concat([jpegStart, Buffer.alloc(size - jpegStart.length)]);
    await expect(processProfilePhoto(padded(11 * 1024 * 1024))).rejects.toMatchObject(refusal('PHOTO_TOO_LARGE'));
    await expect(processProfilePhoto(padded(MAX_PHOTO_BYTES + 1))).rejects.toMatchObject(refusal('PHOTO_TOO_LARGE'));
    // Exactly the limit is read (bytes after a JPEG's end are ignored by decoders).
    await expectSquareWebps(await processProfilePhoto(padded(MAX_PHOTO_BYTES)));
  });
});

/**
 * A grey PNG of width x height at 1 bit per pixel: some kilobytes on the wire, gigabytes once
 * decoded for a large enough size (a decompression bomb).
 */
function greyPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth 1, colour type 0 (grey), deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter 0, then zeros
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
