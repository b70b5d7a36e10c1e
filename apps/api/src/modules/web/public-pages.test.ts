import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageAssets, PublicPageName } from '@ma/api-client/pages';
import { afterEach, describe, expect, it } from 'vitest';
import { writePublicBuild } from '../../test/public-build.ts';
import { loadPublicPages } from './public-pages.ts';

const roots: string[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/**
 * A web build whose stylesheets are split by chunk, as vite.public.config.ts builds them: the
 * kit's page file has its own, the proposal's comes from a chunk it shares with the page for a
 * missing proposal, and the renderer answers with the assets it was handed.
 */
function splitBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'public-pages-'));
  roots.push(root);
  writePublicBuild(root, 'export const renderPage = (name, input, assets) => JSON.stringify(assets);', '');
  const dist = join(root, 'dist');
  const css = { 'entry.css': '.entry{}', 'kit.css': '.kit{}', 'shell.css': '.shell{}', 'privacy.css': '.privacy{}' };
  for (const [file, text] of Object.entries(css)) writeFileSync(join(dist, 'assets', file), text);
  const manifest = {
    'src/public-pages/entry-client.tsx': { file: 'assets/public.js', css: ['assets/entry.css'], imports: ['_react.js'], isEntry: true },
    '_react.js': { file: 'assets/react.js' },
    '_shell.js': { file: 'assets/shell.js', css: ['assets/shell.css'], imports: ['_react.js'] },
    '_shell.css': { file: 'assets/shell.css' },
    'src/public-pages/pages/kit.tsx': { file: 'assets/kit.js', css: ['assets/kit.css'], imports: ['_react.js'] },
    'src/public-pages/pages/proposal.tsx': { file: 'assets/proposal.js', imports: ['_react.js', '_shell.js'] },
    'src/public-pages/pages/proposal-not-found.tsx': { file: 'assets/proposal-not-found.js', imports: ['_shell.js'] },
    'src/public-pages/pages/privacy.tsx': { file: 'assets/privacy.js', css: ['assets/privacy.css'] },
  };
  writeFileSync(join(dist, 'public-manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('loadPublicPages', () => {
  it("hands each page only its own CSS, the entry's and that of the chunks its page file imports", async () => {
    const pages = await loadPublicPages(splitBuild());
    if (!pages) throw new Error('the build has public pages');
    const assetsOf = (name: PublicPageName) => JSON.parse(pages.render(name, {} as never)) as PageAssets;

    expect(assetsOf('kit')).toEqual({
      script: '/assets/public.js',
      preloads: ['/assets/react.js'],
      css: '.entry{}\n.kit{}',
      stylesheets: ['/assets/entry.css', '/assets/kit.css'],
    });
    expect(assetsOf('proposal')).toMatchObject({ css: '.entry{}\n.shell{}', stylesheets: ['/assets/entry.css', '/assets/shell.css'] });
    expect(assetsOf('proposal-not-found')).toMatchObject({ css: '.entry{}\n.shell{}' });
    expect(assetsOf('privacy')).toMatchObject({ css: '.entry{}\n.privacy{}' });
    // A page file with no stylesheet of its own (here, none in the manifest) gets the entry's.
    expect(assetsOf('not-found')).toMatchObject({ css: '.entry{}', stylesheets: ['/assets/entry.css'] });
  });

  it('is undefined for a build without public pages', async () => {
    const root = mkdtempSync(join(tmpdir(), 'public-pages-'));
    roots.push(root);
    expect(await loadPublicPages(join(root, 'dist'))).toBeUndefined();
  });
});
