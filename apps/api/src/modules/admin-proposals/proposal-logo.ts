import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Database } from '../../db/database.ts';
import { auditedWrite, type Actor } from '../../lib/audited-write.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { fieldError } from '../../lib/validation.ts';
import { FILES_PATH } from '../media-kit/photo-store.ts';

// A proposal's logo, as the back office (admin-proposals) and a brand on its own proposals
// (brands, which comes after this module) upload it: one check, one encoding, one place.

/** The largest logo file taken (the route's body limit is a little above, for the multipart's framing). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** The body limit of a logo's upload route (a module's `uploads`): the file and the multipart's framing. */
export const MAX_LOGO_BODY_BYTES = MAX_LOGO_BYTES + 64 * 1024;
/** The side a logo is fitted in: the cards show it at 48 to 56 px, link previews larger. */
const LOGO_SIDE = 400;
const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);
export const LOGO_UNSUPPORTED = 'Envie uma imagem PNG, JPEG ou WebP de até 2 MB.';

/** Whether `url` is the address of a logo stored here (the keys `encodeLogo` makes), at `appOrigin`. */
export function isStoredLogo(url: string, appOrigin: string): boolean {
  const prefix = new URL(`${FILES_PATH}logos/`, appOrigin).toString();
  return url.startsWith(prefix) && /^[0-9a-f]{24}\.webp$/.test(url.slice(prefix.length));
}

interface EncodedLogo {
  key: string;
  url: string;
  webp: Buffer;
}

/**
 * A logo checked by its bytes, fitted in 400 px without cropping and re-encoded as WebP (nothing
 * it carried beyond its pixels is kept), under a key of its content and its absolute address.
 */
async function encodeLogo(appOrigin: string, bytes: Uint8Array): Promise<EncodedLogo> {
  if (bytes.byteLength === 0 || bytes.byteLength > MAX_LOGO_BYTES) throw fieldError('file', LOGO_UNSUPPORTED);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !LOGO_TYPES.has(type.mime)) throw fieldError('file', LOGO_UNSUPPORTED);
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize(LOGO_SIDE, LOGO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    throw fieldError('file', LOGO_UNSUPPORTED);
  }
  const key = `logos/${createHash('sha256').update(webp).digest('hex').slice(0, 24)}.webp`;
  return { key, url: new URL(`${FILES_PATH}${key}`, appOrigin).toString(), webp };
}

/**
 * Stores a proposal's logo as the profile photos are stored (modules/files serves them), encoded
 * by `encodeLogo`. Answers its absolute address, which a proposal's `logoUrl` holds (the
 * proposals' logo route redirects link previews to it). 'proposal_logo.uploaded' in the audit log.
 */
export async function storeProposalLogo(
  { db, clock, storage, appOrigin }: { db: Database; clock: Clock; storage: FileStorage; appOrigin: string },
  actor: Actor,
  bytes: Uint8Array,
): Promise<string> {
  const { key, url, webp } = await encodeLogo(appOrigin, bytes);
  return auditedWrite({ db, clock }, actor, async () => {
    await storage.put(key, webp, 'image/webp');
    return {
      action: 'proposal_logo.uploaded',
      targetType: 'proposal_logo',
      targetId: key,
      before: null,
      after: { url, bytes: webp.length },
      result: url,
    };
  });
}

/**
 * The same logo stored for a brand's own proposal: the same checks and encoding, without the
 * operators' audit log (a brand's own writes are not in it, docs/product/not-built-yet.md).
 */
export async function storeBrandProposalLogo(
  { storage, appOrigin }: { storage: FileStorage; appOrigin: string },
  bytes: Uint8Array,
): Promise<string> {
  const { key, url, webp } = await encodeLogo(appOrigin, bytes);
  await storage.put(key, webp, 'image/webp');
  return url;
}
