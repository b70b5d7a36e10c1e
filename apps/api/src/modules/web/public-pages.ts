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
  // The build writes one stylesheet for all the public pages (its `cssCodeSplit: false`), which the
  // manifest lists on its own rather than on the entry: the entry's CSS and every stylesheet
  // listed are inlined, each once.
  const cssFiles = new Set([...(entry.css ?? []), ...Object.values(manifest).flatMap((chunk) => (chunk.file.endsWith('.css') ? [chunk.file] : []))]);
  const css = await Promise.all([...cssFiles].map((file) => readFile(join(distDir, file), 'utf8')));
  const assets: PageAssets = {
    script: `/${entry.file}`,
    preloads: (entry.imports ?? []).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : [])),
    css: css.join('\n'),
  };
  return { render: (name, input) => renderPage(name, input, assets) };
}
