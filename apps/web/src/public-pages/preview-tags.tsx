import { scriptJson } from '@ma/api-client/pages';

export interface PreviewTagsProps {
  title: string;
  description: string;
  /** The page's one address, absolute. */
  url: string;
  type: 'website' | 'profile';
  /** Absolute URL of the preview image, if the page has one. */
  image?: string | null;
  imageAlt?: string;
  /** `summary_large_image` for a 1200x630 card, `summary` for a small square (a logo). */
  card: 'summary' | 'summary_large_image';
  /** The image's format and size, when the page makes it (the kit's generated card). @default undefined */
  imageFormat?: { type: string; width: number; height: number };
  /** The profile's username, for `type: 'profile'`. @default undefined */
  username?: string;
  /** The page's schema.org description (JSON-LD), escaped by `scriptJson`. @default undefined */
  jsonLd?: object;
}

/**
 * The head of a public page a link to it is previewed from (WhatsApp, LinkedIn, X, search
 * engines): title, description, canonical address, Open Graph and Twitter, and the JSON-LD of
 * the pages that have one. The kit's and the proposal's heads alike. React escapes every attribute.
 */
export function PreviewTags({ title, description, url, type, image, imageAlt, card, imageFormat, username, jsonLd }: PreviewTagsProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content="Mais Alcance" />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image} />}
      {image && imageAlt && <meta property="og:image:alt" content={imageAlt} />}
      <meta name="twitter:card" content={card} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
      {imageFormat && (
        <>
          <meta property="og:image:type" content={imageFormat.type} />
          <meta property="og:image:width" content={String(imageFormat.width)} />
          <meta property="og:image:height" content={String(imageFormat.height)} />
        </>
      )}
      {username && <meta property="profile:username" content={username} />}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />}
    </>
  );
}
