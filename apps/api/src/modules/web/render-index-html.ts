export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const titlePattern = /<title>[\s\S]*?<\/title>/i;
// Tags this function owns: replaced, never duplicated.
const ownedMetaPattern = /[ \t]*<meta\b[^>]*\b(?:name|property)\s*=\s*["'](?:description|og:[^"']*|twitter:[^"']*)["'][^>]*>[ \t]*\r?\n?/gi;

/**
 * The SPA's index.html with the title and link-preview tags of an app page (WhatsApp,
 * LinkedIn... read them without running any script): the app's own, with the page's address.
 * The public pages have their own head (apps/web/src/public-pages). Every value is escaped;
 * replacements use functions so that `$` in text stays text.
 */
export function renderIndexHtml(html: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const withoutOwned = html.replace(ownedMetaPattern, '');
  const withTitle = titlePattern.test(withoutOwned)
    ? withoutOwned.replace(titlePattern, () => title)
    : withoutOwned.replace(/<\/head>/i, () => `  ${title}\n  </head>`);
  return withTitle.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The title and description the web app's own index.html declares: the defaults of every page. */
export function metaDefaultsFrom(html: string): { title: string; description: string } {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim();
  const description = /<meta\b[^>]*\bname\s*=\s*["']description["'][^>]*\bcontent\s*=\s*"([^"]*)"/i.exec(html)?.[1];
  return {
    title: title ? decodeEntities(title) : 'Mais Alcance',
    description: description ? decodeEntities(description) : 'Mídia kit, publis e links de afiliado para criadores de conteúdo.',
  };
}
