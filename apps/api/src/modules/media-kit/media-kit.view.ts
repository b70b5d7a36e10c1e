import { defaultKitAppearance, type KitAppearance } from '@ma/domain';
import type { PublicMediaKit } from '@ma/api-client/schemas';
import { kitAudienceView, kitNetworkView } from './kit-networks.ts';
import type { StoredKit } from './media-kit.repository.ts';

const LARGE_SUFFIX = '-400.webp';
const SMALL_SUFFIX = '-96.webp';

/** The 96 px version of an uploaded photo; other pictures (the demo's) have one size. */
export const thumbnailOf = (pictureUrl: string | null): string | null =>
  pictureUrl?.endsWith(LARGE_SUFFIX) ? `${pictureUrl.slice(0, -LARGE_SUFFIX.length)}${SMALL_SUFFIX}` : pictureUrl;

export const kitVersion = (stored: StoredKit): number => stored.kit?.version ?? 0;

/** What the link-preview image depends on besides the kit: the level it shows. */
export const previewVersion = (stored: StoredKit): string => `${kitVersion(stored)}-${stored.level}`;

/** The URL of the kit's link-preview image; it changes with each save, so caches never show an old one. */
export const previewImagePath = (stored: StoredKit): string =>
  `/v3/media-kit/public/${encodeURIComponent(stored.username)}/preview.png?v=${previewVersion(stored)}`;

export function appearanceOf(stored: StoredKit): KitAppearance {
  if (!stored.kit) return defaultKitAppearance();
  return { theme: stored.kit.theme, accentColor: stored.kit.accentColor, sections: [...stored.kit.sections] };
}

/** What everybody sees of a kit (GET /v3/media-kit/public/{username} and the page /{username}). */
export function publicKitView(stored: StoredKit): PublicMediaKit {
  const kit = stored.kit;
  return {
    username: stored.username,
    name: stored.name,
    level: stored.level,
    pictureUrl: stored.pictureUrl,
    pictureThumbUrl: thumbnailOf(stored.pictureUrl),
    bio: stored.bio ?? '',
    state: stored.state,
    city: stored.city,
    niches: stored.niches ?? [],
    networks: stored.networks.map(kitNetworkView),
    audience: kitAudienceView(stored.networks, stored.audience),
    contactEmail: kit?.contactEmail ?? null,
    whatsapp: kit?.whatsapp ?? null,
    rates: (kit?.rates ?? []).map((rate) => ({ kind: rate.kind, label: rate.label, priceCents: rate.priceCents })),
    brands: kit?.brands ?? [],
    highlights: kit?.highlights ?? [],
    appearance: appearanceOf(stored),
    previewImageUrl: previewImagePath(stored),
    updatedAt: (kit?.updatedAt ?? stored.createdAt).toISOString(),
  };
}
