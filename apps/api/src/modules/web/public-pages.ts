import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicMediaKit, PublicProposal } from '@ma/api-client/schemas';
import type { KitTheme } from '@ma/domain';

/** The renderer of the public pages (apps/web/src/public-pages), as the API calls it. */
export interface PublicPages {
  kit(kit: PublicMediaKit, origin: string, theme?: KitTheme): string;
  notFound(path: string): string;
  proposal(proposal: PublicProposal, origin: string, isLoggedIn: boolean): string;
  proposalNotFound(isLoggedIn: boolean): string;
  privacy(origin: string): string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

interface Renderer {
  renderKitDocument(input: { kit: PublicMediaKit; origin: string; theme?: KitTheme; assets: PageAssets }): string;
  renderNotFoundDocument(input: { path: string; assets: PageAssets }): string;
  renderProposalDocument(input: { proposal: PublicProposal; origin: string; assets: PageAssets; isLoggedIn?: boolean }): string;
  renderProposalNotFoundDocument(input: { assets: PageAssets; isLoggedIn?: boolean }): string;
  renderPrivacyDocument(input: { origin: string; assets: PageAssets }): string;
}

interface PageAssets {
  script: string;
  preloads: string[];
  css: string;
}

const CLIENT_ENTRY = 'src/public-pages/entry-client.tsx';

/**
 * Loads the web build's server renderer (dist-ssr/, beside dist/) and the hydration script's
 * files from its manifest, once. Undefined when the build has no public pages: the app's
 * index.html then serves every path, as in a build without them.
 */
export async function loadPublicPages(distDir: string): Promise<PublicPages | undefined> {
  let manifest: Record<string, ManifestChunk>;
  let renderer: Renderer;
  try {
    manifest = JSON.parse(await readFile(join(distDir, 'public-manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    renderer = (await import(pathToFileURL(join(distDir, '..', 'dist-ssr', 'entry-server.js')).href)) as Renderer;
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
  return {
    kit: (kit, origin, theme) => renderer.renderKitDocument({ kit, origin, ...(theme ? { theme } : {}), assets }),
    notFound: (path) => renderer.renderNotFoundDocument({ path, assets }),
    proposal: (proposal, origin, isLoggedIn) => renderer.renderProposalDocument({ proposal, origin, assets, isLoggedIn }),
    proposalNotFound: (isLoggedIn) => renderer.renderProposalNotFoundDocument({ assets, isLoggedIn }),
    privacy: (origin) => renderer.renderPrivacyDocument({ origin, assets }),
  };
}
