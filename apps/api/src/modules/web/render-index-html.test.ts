import { describe, expect, it } from 'vitest';
import { metaDefaultsFrom, renderIndexHtml } from './render-index-html.ts';

const html = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Mais Alcance: grandes marcas esperam por você</title>
    <meta name="description" content="Monte seu mídia kit &amp; candidate-se." />
    <meta property="og:title" content="velho" />
  </head>
  <body><div id="root"></div></body>
</html>`;

const meta = {
  title: 'Olívia Andrade | Mídia kit',
  description: 'Moda & beleza <em>em</em> "Salvador" por R$ 1.500,00 — $& $1',
  url: 'https://maisalcance.example/ouro',
};

describe('renderIndexHtml', () => {
  it('replaces the title and adds the link-preview tags, escaped', () => {
    const out = renderIndexHtml(html, meta);
    expect(out).toContain('<title>Olívia Andrade | Mídia kit</title>');
    expect(out).not.toContain('grandes marcas esperam');
    const escaped = 'Moda &amp; beleza &lt;em&gt;em&lt;/em&gt; &quot;Salvador&quot; por R$ 1.500,00 — $&amp; $1';
    expect(out).toContain(`<meta property="og:description" content="${escaped}" />`);
    expect(out).toContain(`<meta name="description" content="${escaped}" />`);
    expect(out).toContain('<meta property="og:title" content="Olívia Andrade | Mídia kit" />');
    expect(out).toContain('<meta property="og:url" content="https://maisalcance.example/ouro" />');
    expect(out).toContain('<meta property="og:type" content="website" />');
    expect(out).toContain('<div id="root"></div>');
  });

  it('never duplicates the tags it owns', () => {
    const twice = renderIndexHtml(renderIndexHtml(html, meta), { ...meta, title: 'Outro' });
    expect(twice.match(/og:title/g)).toHaveLength(1);
    expect(twice.match(/name="description"/g)).toHaveLength(1);
    expect(twice.match(/<title>/g)).toHaveLength(1);
  });

  it('adds a title when the page has none', () => {
    expect(renderIndexHtml('<html><head></head><body></body></html>', meta)).toContain('<title>Olívia Andrade | Mídia kit</title>');
  });
});

describe('metaDefaultsFrom', () => {
  it("reads the web app's own title and description", () => {
    expect(metaDefaultsFrom(html)).toEqual({
      title: 'Mais Alcance: grandes marcas esperam por você',
      description: 'Monte seu mídia kit & candidate-se.',
    });
  });
});
