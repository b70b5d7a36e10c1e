import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { daysFromNow, insertProposal } from '../../test/proposal-fixtures.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { demoLogo } from '../proposals/seed/demo-logo.ts';

const indexHtml = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Mais Alcance: grandes marcas esperam por você</title>
    <meta name="description" content="Monte seu mídia kit e candidate-se a publis." />
  </head>
  <body><div id="root"></div></body>
</html>`;

describe.each(testDatabases)('link preview of a public proposal ($name)', (database) => {
  const context = useTestDatabase(database);
  let distDir = '';
  const page = async (path: string) => (await call(createTestApp(context.handle.db, { webDistDir: distDir }).app, 'GET', path)).text;
  const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)" />`).exec(html)?.[1];

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'web-dist-proposal-'));
    writeFileSync(join(distDir, 'index.html'), indexHtml);
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('shows the name, the brand, the value in BRL, the partnership type and the logo', async () => {
    const id = await insertProposal(context.handle.db, {
      name: 'Lançamento do Sérum "Glow"',
      brandName: 'Lumière & Filhas',
      value: 1800,
      partnershipType: 'cache',
      description: 'Queremos criadoras de beleza para apresentar o novo sérum.',
      logoUrl: 'https://cdn.example.com/lumiere.png',
    });
    const html = await page(`/publi/${id}/public`);
    expect(html).toContain('<title>Lançamento do Sérum &quot;Glow&quot; | Lumière &amp; Filhas</title>');
    expect(meta(html, 'og:title')).toBe('Lançamento do Sérum &quot;Glow&quot; | Lumière &amp; Filhas');
    expect(meta(html, 'og:description')).toBe('Cachê: R$ 1.800,00 · Queremos criadoras de beleza para apresentar o novo sérum.');
    expect(meta(html, 'og:url')).toBe(`http://localhost/publi/${id}/public`);
    expect(meta(html, 'og:image')).toBe('https://cdn.example.com/lumiere.png');
    expect(html).toContain('<div id="root"></div>');
  });

  it('points og:image at the API for a data-URL logo, and leaves it out without a logo', async () => {
    const inline = await insertProposal(context.handle.db, {
      logoUrl: demoLogo('Pulso Tech', '#0369a1'),
      partnershipType: 'permuta',
      value: 600,
      brandName: 'Pulso Tech',
      description: null,
    });
    const html = await page(`/publi/${inline.toUpperCase()}/public/`);
    expect(meta(html, 'og:image')).toBe(`http://localhost/v3/proposal/${inline}/logo`);
    expect(meta(html, 'og:description')).toBe('Permuta: R$ 600,00 · Proposta de Pulso Tech para criadores de conteúdo.');
    expect(meta(html, 'og:url')).toBe(`http://localhost/publi/${inline}/public`);
    const none = await insertProposal(context.handle.db, { logoUrl: null });
    expect(await page(`/publi/${none}/public`)).not.toContain('og:image');
  });

  it.each([
    ['an unknown id', async () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', async () => 'abc'],
    ['an expired proposal', () => insertProposal(context.handle.db, { name: 'Vencida', validUntil: daysFromNow(-1) })],
  ])('keeps the defaults for %s', async (_case, id) => {
    const html = await page(`/publi/${await id()}/public`);
    expect(html).toContain('<title>Mais Alcance: grandes marcas esperam por você</title>');
    expect(html).not.toContain('Vencida');
  });
});
