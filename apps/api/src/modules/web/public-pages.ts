import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageAssets, PublicPageInputs, PublicPageName, RenderPage } from '@ma/api-client/pages';

/** The renderer of the public pages (apps/web/src/public-pages/entry-server.tsx), with the build's files bound. */
export interface PublicPages {
  render<N extends PublicPageName>(name: N, input: PublicPageInputs[N]): string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const CLIENT_ENTRY = 'src/public-pages/entry-client.tsx';

/**
 * Loads the web build's server renderer (dist-ssr/, beside dist/) and the hydration script's
 * files from its manifest, once. Undefined when the build has no public pages: the app's
 * index.html then serves every path, as in a build without them.
 */
export async function loadPublicPages(distDir: string): Promise<PublicPages | undefined> {
  let manifest: Record<string, ManifestChunk>;
  let renderPage: RenderPage;
  try {
    manifest = JSON.parse(await readFile(join(distDir, 'public-manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    ({ renderPage } = (await import(pathToFileURL(join(distDir, '..', 'dist-ssr', 'entry-server.js')).href)) as { renderPage: RenderPage });
  } catch {
    return undefined;
  }
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) return undefined;
  const script = `/${entry.file}`;
  const preloads = (entry.imports ?? []).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []));
  const cssFiles = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
  const cssText = new Map(await Promise.all(cssFiles.map(async (file) => [file, await readFile(join(distDir, file), 'utf8')] as const)));
  // Each page inlines only its own stylesheets: those of the entry, of its page file and of every
  // chunk that file imports (the build splits the CSS by chunk, vite.public.config.ts).
  const assetsByPage = new Map<PublicPageName, PageAssets>();
  const assetsOf = (name: PublicPageName): PageAssets => {
    let assets = assetsByPage.get(name);
    if (!assets) {
      const stylesheets = stylesheetsOf(manifest, [CLIENT_ENTRY, `src/public-pages/pages/${name}.tsx`]);
      assets = { script, preloads, css: stylesheets.map((file) => cssText.get(file)).join('\n'), stylesheets: stylesheets.map((file) => `/${file}`) };
      assetsByPage.set(name, assets);
    }
    return assets;
  };
  return { render: (name, input) => renderPage(name, input, assetsOf(name)) };
}

/** The CSS files of `keys` and of every chunk they import, each once, in import order. */
function stylesheetsOf(manifest: Record<string, ManifestChunk>, keys: string[]): string[] {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) css.add(file);
  };
  keys.forEach(visit);
  return [...css];
}
