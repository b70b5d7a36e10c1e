import type { PublicMediaKit } from '@ma/api-client/schemas';
import { kitLocation, levelLabel } from '@ma/domain';
import type { PreviewTagsProps } from './preview-tags.tsx';

const DESCRIPTION_LENGTH = 160;
const truncate = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);

const networkProfile = {
  instagram: (u: string) => `https://www.instagram.com/${u}/`,
  tiktok: (u: string) => `https://www.tiktok.com/@${u}`,
} as const;

/** 'Moda, Beleza e Viagem' */
const listText = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`);

export function kitDescription(kit: PublicMediaKit): string {
  const bio = kit.bio.trim();
  if (bio) return truncate(bio.replace(/\s+/g, ' '), DESCRIPTION_LENGTH);
  const niches = kit.niches.length > 0 ? ` de ${listText(kit.niches)}` : '';
  return `Mídia kit de ${kit.name}, criador(a) de conteúdo${niches} nível ${levelLabel(kit.level)}.`;
}

/**
 * What a kit's page is previewed from: title, description, canonical address, the generated
 * preview image, and JSON-LD (schema.org ProfilePage).
 */
export function kitPreview(kit: PublicMediaKit, origin: string): PreviewTagsProps {
  const url = `${origin}/${kit.username}`;
  const image = absolute(origin, kit.previewImageUrl);
  const location = kitLocation(kit.city, kit.state);
  return {
    title: `${kit.name} (@${kit.username}) | Mídia kit`,
    description: kitDescription(kit),
    url,
    type: 'profile',
    image,
    imageAlt: `Mídia kit de ${kit.name}`,
    card: 'summary_large_image',
    imageFormat: { type: 'image/png', width: 1200, height: 630 },
    username: kit.username,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url,
      dateModified: kit.updatedAt,
      mainEntity: {
        '@type': 'Person',
        name: kit.name,
        alternateName: `@${kit.username}`,
        description: kit.bio || undefined,
        image: kit.pictureUrl && !kit.pictureUrl.startsWith('data:') ? absolute(origin, kit.pictureUrl) : image,
        url,
        ...(location ? { homeLocation: { '@type': 'Place', name: location } } : {}),
        ...(kit.niches.length > 0 ? { knowsAbout: kit.niches } : {}),
        ...(kit.networks.length > 0 ? { sameAs: kit.networks.map((network) => networkProfile[network.network](network.username)) } : {}),
      },
    },
  };
}
