import type { PublicMediaKit } from '@ma/api-client/schemas';
import { kitLocation, levelLabel } from '@ma/domain';
import { scriptJson } from './script-json.ts';
import { PreviewTags } from './preview-tags.tsx';

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
 * The head of a kit's page: title, description, canonical address, Open Graph and Twitter
 * tags with the generated preview image, and JSON-LD (schema.org ProfilePage). React escapes
 * every attribute; the JSON-LD goes through `scriptJson`.
 */
export function KitHead({ kit, origin }: { kit: PublicMediaKit; origin: string }) {
  const url = `${origin}/${kit.username}`;
  const title = `${kit.name} (@${kit.username}) | Mídia kit`;
  const description = kitDescription(kit);
  const image = absolute(origin, kit.previewImageUrl);
  const location = kitLocation(kit.city, kit.state);
  const jsonLd = {
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
  };
  return (
    <>
      <PreviewTags
        title={title}
        description={description}
        url={url}
        type="profile"
        image={image}
        imageAlt={`Mídia kit de ${kit.name}`}
        card="summary_large_image"
      />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="profile:username" content={kit.username} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
    </>
  );
}
