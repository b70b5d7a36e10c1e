import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { apiError } from '../../lib/errors.ts';

/** The largest upload taken, before anything is decoded (PHOTO_TOO_LARGE above it). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** The square sides written: the media kit page and the preview card, then lists and menus. */
export const PHOTO_SIDES = { large: 400, small: 96 } as const;

// A few hundred bytes of PNG can claim 30000 x 30000 pixels and take gigabytes to decode. The
// largest real sources are 48-50 MP phone cameras; anything beyond this is refused unread.
const MAX_INPUT_PIXELS = 64_000_000;

const SHARP_TYPES = new Set(['image/jpeg', 'image/png', 'image/apng', 'image/webp']);
// The prebuilt libvips of sharp reads AVIF but not HEVC (patents), so HEIC goes through libheif
// compiled to WebAssembly (heic-decode) first.
const HEIC_TYPES = new Set(['image/heic', 'image/heif']);

// heic-decode runs libheif as WebAssembly, synchronously: a 12 MP photo holds the thread for
// seconds. It runs in a worker of its own, so the server keeps answering meanwhile; the worker
// reads the size first and refuses a decoding bomb before allocating its pixels.
const HEIC_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const images = await require(workerData.decoder).all({ buffer: workerData.bytes });
  try {
    const first = images[0];
    if (!first || first.width * first.height > workerData.maxPixels) return parentPort.postMessage({ refused: true });
    const { width, height, data } = await first.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch(() => parentPort.postMessage({ refused: true }));
`;
const HEIC_TIMEOUT_MS = 30_000;

type HeicResult = { width: number; height: number; data: Uint8ClampedArray } | { refused: true };

// Each HEIC worker holds about 200 MB while it decodes: a burst of uploads waits its turn
// rather than taking the process's memory.
const HEIC_AT_ONCE = 2;
// eslint-disable-next-line no-restricted-syntax -- a limit on the process, shared by its apps
let heicRunning = 0;
const heicWaiting: (() => void)[] = [];

async function withHeicSlot<T>(task: () => Promise<T>): Promise<T> {
  while (heicRunning >= HEIC_AT_ONCE) await new Promise<void>((resolve) => heicWaiting.push(resolve));
  heicRunning += 1;
  try {
    return await task();
  } finally {
    heicRunning -= 1;
    heicWaiting.shift()?.();
  }
}

/** The first image of a HEIC/HEIF file, decoded in a worker, as raw RGBA pixels for sharp. */
function decodeHeic(bytes: Uint8Array): Promise<Sharp> {
  return withHeicSlot(() => decodeHeicNow(bytes));
}

function decodeHeicNow(bytes: Uint8Array): Promise<Sharp> {
  const decoder = createRequire(import.meta.url).resolve('heic-decode');
  const worker = new Worker(HEIC_WORKER, { eval: true, workerData: { decoder, bytes, maxPixels: MAX_INPUT_PIXELS } });
  const timeout = setTimeout(() => void worker.terminate(), HEIC_TIMEOUT_MS);
  return new Promise<Sharp>((resolve, reject) => {
    worker.once('message', (result: HeicResult) => {
      if ('refused' in result) return reject(apiError('PHOTO_UNSUPPORTED'));
      // libheif applies the file's own rotation and mirroring (irot/imir) while decoding, and raw
      // pixels carry no EXIF: there is nothing left to orient.
      const { width, height, data } = result;
      resolve(sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } }));
    });
    worker.once('error', reject);
    worker.once('exit', () => reject(new Error('The HEIC worker stopped without an answer.')));
  }).finally(() => {
    clearTimeout(timeout);
    void worker.terminate();
  });
}

/**
 * Both sizes from one decode: the photo is cropped and scaled to the large square once, and the
 * small one is scaled from that. (Two pipelines on the full-size pixels decode twice and, on the
 * raw pixels of a 12 MP HEIC, held the event loop for over 100 ms.) No metadata is written because
 * sharp writes none unless asked (no keepMetadata/withMetadata): a phone photo's EXIF holds GPS
 * coordinates, and these files are public.
 */
async function squareWebps(image: Sharp): Promise<{ large: Buffer; small: Buffer }> {
  const { data, info } = await image
    .resize(PHOTO_SIDES.large, PHOTO_SIDES.large, { fit: 'cover', position: 'centre' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const square = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [large, small] = await Promise.all([
    square().webp({ quality: 82 }).toBuffer(),
    square().resize(PHOTO_SIDES.small, PHOTO_SIDES.small).webp({ quality: 82 }).toBuffer(),
  ]);
  return { large, small };
}

/**
 * A profile photo as the app keeps it: the content (not the name or the declared type) must be
 * JPEG, PNG, WebP or HEIC/HEIF; it is turned upright by its EXIF orientation, cropped square
 * around its centre and written as WebP at 400 and 96 px, without any metadata. Anything that
 * cannot be read is PHOTO_UNSUPPORTED (415), never a 500.
 */
export async function processProfilePhoto(bytes: Uint8Array): Promise<{ large: Buffer; small: Buffer }> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw apiError('PHOTO_TOO_LARGE');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || (!SHARP_TYPES.has(type.mime) && !HEIC_TYPES.has(type.mime))) throw apiError('PHOTO_UNSUPPORTED');
  try {
    const image = HEIC_TYPES.has(type.mime) ? await decodeHeic(bytes) : sharp(bytes, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS });
    return await squareWebps(image);
  } catch {
    // A file whose header says image but whose content is broken (or a decoding bomb).
    throw apiError('PHOTO_UNSUPPORTED');
  }
}
