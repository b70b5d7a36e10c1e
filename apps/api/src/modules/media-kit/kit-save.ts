import type { MediaKitOutput } from '@ma/api-client/schemas';
import { cityNotInStateMessage, NICHE_UNKNOWN } from '@ma/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { categories } from '../../db/schema.ts';
import { apiFieldError } from '../../lib/errors.ts';
import { fieldError } from '../../lib/validation.ts';
import { canonicalCity } from '../locations/locations.ts';
import { isUsernameTaken, type KitWrite, type StoredKit } from './media-kit.repository.ts';
import { ownPhotoPrefix } from './photo-store.ts';

/** PostgreSQL refuses text with NUL characters; they carry nothing a person typed. */
const clean = (text: string) => text.replaceAll('\u0000', '');

/**
 * The write of a valid editor payload, after the checks only the server can make: niches
 * from the list, a city of the state (the official spelling is stored), a photo this account
 * uploaded, a free username. Each refusal names its field.
 */
export async function kitWriteFor(db: Database, current: StoredKit, payload: MediaKitOutput): Promise<KitWrite> {
  const known = await db.select({ name: categories.name }).from(categories).where(inArray(categories.name, payload.niches));
  const knownNames = new Set(known.map((row) => row.name));
  const unknownIndex = payload.niches.findIndex((niche) => !knownNames.has(niche));
  if (unknownIndex >= 0) throw fieldError('niches', NICHE_UNKNOWN);

  let city: string | null = null;
  if (payload.state && payload.city) {
    city = canonicalCity(payload.state, payload.city);
    if (!city) throw fieldError('city', cityNotInStateMessage(payload.state));
  }

  const picture = payload.pictureUrl;
  if (picture !== null && picture !== current.pictureUrl && !picture.startsWith(ownPhotoPrefix(current.id))) {
    throw fieldError('pictureUrl', 'Envie a foto de novo.');
  }

  if (payload.username !== current.username && (await isUsernameTaken(db, payload.username, current.id))) {
    throw apiFieldError('USERNAME_TAKEN', 'username');
  }

  return {
    user: {
      name: clean(payload.name),
      username: payload.username,
      pictureUrl: picture,
      bio: clean(payload.bio),
      state: payload.state,
      city,
      niches: payload.niches,
    },
    kit: {
      contactEmail: payload.contactEmail,
      whatsapp: payload.whatsapp,
      rates: payload.rates.map((rate) => ({
        kind: rate.kind,
        label: rate.kind === 'package' ? clean(rate.label ?? '') : null,
        priceCents: rate.priceCents,
      })),
      brands: payload.brands.map(clean),
      highlights: payload.highlights.map((highlight) => ({ url: highlight.url, title: clean(highlight.title) })),
    },
  };
}
