import type { PublicMediaKit } from '@ma/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { renderKitDocument, renderNotFoundDocument } from './entry-server.tsx';

const assets = { script: '/assets/public-abc.js', preloads: ['/assets/react-abc.js'], css: '.x{color:red}' };

const kit: PublicMediaKit = {
  username: 'ouro',
  name: 'Olívia <script>alert("nome")</script>',
  level: 'gold',
  pictureUrl: '/v3/files/avatars/u/abc-400.webp',
  pictureThumbUrl: '/v3/files/avatars/u/abc-96.webp',
  bio: 'Moda & beleza </script><script>alert("bio")</script> em Salvador.',
  state: 'BA',
  city: 'Salvador',
  niches: ['Moda', 'Beleza'],
  networks: [
    { network: 'instagram', username: 'oliviaandrade', followers: 48_700 },
    { network: 'tiktok', username: 'oliviaandrade.ssa', followers: 126_300 },
  ],
  contactEmail: 'parcerias@example.com',
  whatsapp: '+5571987654321',
  rates: [
    { kind: 'post', label: null, price: 1500 },
    { kind: 'package', label: 'Combo <b>', price: null },
  ],
  brands: ['Natura'],
  highlights: [{ url: 'https://www.instagram.com/p/abc/', title: 'Verão' }],
  appearance: { theme: 'rosa', accentColor: '#be185d', sections: ['stats', 'rates', 'brands', 'highlights', 'contact'] },
  previewImageUrl: '/v3/media-kit/public/ouro/preview.png?v=1-gold',
  updatedAt: '2026-11-20T12:00:00.000Z',
};

/** The page as painted, without the hydration data that repeats the kit. */
const body = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="page-data"'));

const render = (changes: Partial<PublicMediaKit> = {}, theme?: 'escuro') =>
  renderKitDocument({ kit: { ...kit, ...changes }, origin: 'https://maisalcance.example', assets, ...(theme ? { theme } : {}) });

describe('the server-rendered media kit', () => {
  it('carries the content itself: name, bio, location, niches, stats, rates, brands, contact', () => {
    const html = body(render());
    for (const text of [
      'Salvador, BA',
      'Moda',
      '48,7k',
      '126,3k',
      '175k',
      'R$ 1.500,00',
      'a combinar',
      'Natura',
      'Verão',
      'https://wa.me/5571987654321',
      'mailto:parcerias@example.com',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('aria-label="Nível Ouro"');
  });

  it('writes creator text as text everywhere: page, meta tags, JSON-LD and hydration data', () => {
    const html = render();
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Olívia &lt;script&gt;alert(&quot;nome&quot;)&lt;/script&gt;');
    // Only our own script elements: the JSON-LD, the page data and the hydration entry.
    expect(html.match(/<script/g)).toHaveLength(3);
  });

  it('has the link-preview tags, the canonical address and a ProfilePage', () => {
    const html = render();
    expect(html).toContain('<meta property="og:image" content="https://maisalcance.example/v3/media-kit/public/ouro/preview.png?v=1-gold"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<link rel="canonical" href="https://maisalcance.example/ouro"/>');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: kit.name, knowsAbout: ['Moda', 'Beleza'] },
    });
  });

  it('inlines the CSS and loads the hydration script with what it imports', () => {
    const html = render();
    expect(html).toContain('<style>.x{color:red}</style>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/react-abc.js"><script type="module" src="/assets/public-abc.js"></script>');
  });

  it("shows the kit's theme, or the one previewed", () => {
    expect(render()).toContain('data-theme="rosa"');
    expect(render({}, 'escuro')).toContain('data-theme="escuro"');
  });

  it('leaves out the sections the creator hid, in the order chosen', () => {
    const html = body(render({ appearance: { ...kit.appearance, sections: ['contact', 'rates'] } }));
    expect(html).not.toContain('Natura');
    expect(html.indexOf('id="kit-contact"')).toBeLessThan(html.indexOf('id="kit-rates"'));
  });
});

describe('the 404 page', () => {
  it('says so, is not indexed and loads no script', () => {
    const html = renderNotFoundDocument({ path: '/<img src=x onerror=alert(1)>', assets });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Página não encontrada');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<script');
  });
});
