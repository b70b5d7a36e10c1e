import { EARLY_CLICKS_SCRIPT } from '@ma/api-client/pages';
import type { PublicMediaKit, PublicProposal } from '@ma/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { renderPage } from './entry-server.tsx';
import type { PublicPageData } from './page-data.ts';
import type { PublicPageModule } from './public-page.ts';

const assets = { script: '/assets/public-abc.js', preloads: ['/assets/react-abc.js'], css: '.x{color:red}', stylesheets: ['/assets/kit-abc.css'] };

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
    {
      network: 'instagram',
      username: 'oliviaandrade',
      followers: 48_700,
      posts: 812,
      engagementRate: 4.59,
      averageLikes: 2140,
      averageComments: 96,
      statsUpdatedAt: '2026-11-20T09:00:00.000Z',
    },
    {
      network: 'tiktok',
      username: 'oliviaandrade.ssa',
      followers: 126_300,
      posts: 342,
      engagementRate: null,
      averageLikes: null,
      averageComments: null,
      statsUpdatedAt: null,
    },
  ],
  audience: {
    available: true,
    ages: [{ value: '25-34', share: 0.35 }],
    genders: [
      { value: 'female', share: 0.73 },
      { value: 'male', share: 0.25 },
    ],
    topCities: [{ value: 'Salvador, BA', share: 0.5 }],
    topStates: [{ value: 'BA', share: 0.6 }],
    updatedAt: '2026-11-20T09:00:00.000Z',
  },
  contactEmail: 'parcerias@example.com',
  whatsapp: '+5571987654321',
  rates: [
    { kind: 'post', label: null, priceCents: 150_000 },
    { kind: 'package', label: 'Combo <b>', priceCents: null },
  ],
  brands: ['Natura'],
  highlights: [{ url: 'https://www.instagram.com/p/abc/', title: 'Verão' }],
  appearance: { theme: 'rosa', accentColor: '#be185d', sections: ['stats', 'rates', 'brands', 'highlights', 'contact'] },
  previewImageUrl: '/v3/media-kit/public/ouro/preview.png?v=1-gold',
  updatedAt: '2026-11-20T12:00:00.000Z',
};

/** Each of the texts is somewhere in the html. */
const expectToContainAll = (html: string, texts: string[]) => {
  for (const text of texts) expect(html).toContain(text);
};

/** A page search engines must leave out (a 404): it says so, and loads no script. */
const expectNotIndexedNorScripted = (html: string) => {
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toContain('<script');
};

/** The page as painted, without the hydration data that repeats the kit. */
const body = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="page-data"'));

const render = (changes: Partial<PublicMediaKit> = {}, theme?: 'escuro') =>
  renderPage('kit', { kit: { ...kit, ...changes }, origin: 'https://maisalcance.example', ...(theme ? { theme } : {}) }, assets);

describe('the server-rendered media kit', () => {
  it.each([
    [
      'the content itself: name, bio, location, niches, stats, rates, brands, contact',
      [
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
        'href="/privacy-policy">Política de privacidade</a>',
        'aria-label="Nível Ouro"',
      ],
    ],
    [
      "each network's posts and engagement, when it was read, and Instagram's audience",
      ['812 posts', '4,59% de engajamento', '342 vídeos', 'Atualizado em 20/11/2026', 'Público no Instagram', 'BA 60%', '73% mulheres'],
    ],
  ])('carries %s', (_what, texts) => {
    expectToContainAll(body(render()), texts);
  });

  it('says why there is no audience for a profile Instagram gives none for, instead of zeros', () => {
    const html = body(
      render({
        audience: { available: false, ages: [], genders: [], topCities: [], topStates: [], updatedAt: '2026-11-20T09:00:00.000Z' },
      }),
    );
    expect(html).toContain('O Instagram só informa os dados de público de perfis com pelo menos 100 seguidores.');
    expect(html).not.toContain('Estados');
    expect(html).not.toContain('mulheres');
  });

  it('writes creator text as text everywhere: page, meta tags, JSON-LD and hydration data', () => {
    const html = render();
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Olívia &lt;script&gt;alert(&quot;nome&quot;)&lt;/script&gt;');
    // Only our own script elements: the early-click script, the JSON-LD, the page data and the hydration entry.
    expect(html.match(/<script/g)).toHaveLength(4);
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

  it('carries its icon, so that drawing the page asks the server for nothing more', () => {
    const icon = /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]+)">/.exec(render())?.[1] ?? '';
    expect(decodeURIComponent(icon)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^]*<\/svg>$/);
    expect(render()).not.toContain('/favicon.svg');
  });

  it("shows the kit's theme, or the one previewed", () => {
    expect(render()).toContain('data-theme="rosa"');
    expect(render({}, 'escuro')).toContain('data-theme="escuro"');
  });

  it("offers 'Entrar em contato' at the top, leading to the contact section, only when brands can reach her", () => {
    expect(body(render())).toMatch(/<a[^>]*href="#kit-contact"[^>]*>.*Entrar em contato<\/a>/);
    expect(body(render())).toContain('id="kit-contact"');
    expect(body(render({ whatsapp: null, contactEmail: null }))).not.toContain('Entrar em contato');
    const hidden = { ...kit.appearance, sections: kit.appearance.sections.filter((section) => section !== 'contact') };
    expect(body(render({ appearance: hidden }))).not.toContain('Entrar em contato');
  });

  it('leaves out the sections the creator hid, in the order chosen', () => {
    const html = body(render({ appearance: { ...kit.appearance, sections: ['contact', 'rates'] } }));
    expect(html).not.toContain('Natura');
    expect(html.indexOf('id="kit-contact"')).toBeLessThan(html.indexOf('id="kit-rates"'));
  });
});

describe('the 404 page', () => {
  it('of any address that is no page says so, the same for every address, is not indexed and loads no script', () => {
    const html = renderPage('page-not-found', {}, assets);
    expectToContainAll(html, [
      '<h1',
      'Página não encontrada',
      'O endereço que você abriu não existe ou foi movido.',
      'href="/">Voltar para o início</a>',
    ]);
    expectNotIndexedNorScripted(html);
  });

  it('says so, is not indexed and loads no script', () => {
    const html = renderPage('not-found', { path: '/<img src=x onerror=alert(1)>' }, assets);
    expectToContainAll(html, ['Página não encontrada', '&lt;img src=x onerror=alert(1)&gt;']);
    expectNotIndexedNorScripted(html);
  });
});

const proposal: PublicProposal = {
  id: '1713d460-fac4-521b-aee4-511b53212f97',
  name: 'Sérum "Glow" <script>alert("nome")</script>',
  brandName: 'Lumière & Filhas',
  description: 'Queremos criadoras de beleza </script><script>alert("descricao")</script>\n\npara o novo sérum.',
  categoriesOfInfluencer: ['Beleza', 'Moda'],
  partnershipType: 'cache',
  valueCents: 180_000,
  isMappingInfluencers: false,
  acceptsNegotiations: false,
  minFollowers: 10_000,
  maxFollowers: null,
  locationOfInfluencer: [{ state: 'BA', city: ['Salvador'] }],
  validUntil: '2026-12-23T17:05:48.411Z',
  isNew: true,
  totalApplications: 0,
  isSilversAlloweds: false,
  logoUrl: 'https://cdn.example.com/lumiere.png',
  publishedAt: '2026-11-22T17:05:48.411Z',
};

const origin = 'https://maisalcance.example';
const renderProposal = (changes: Partial<PublicProposal> = {}, isLoggedIn?: boolean) =>
  renderPage('proposal', { proposal: { ...proposal, ...changes }, origin, isLoggedIn: isLoggedIn ?? false }, assets);
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`).exec(html)?.[1];

describe('the server-rendered public proposal', () => {
  it('carries the whole proposal: brand, name, value, niches, description, facts and share links', () => {
    const html = body(renderProposal());
    expectToContainAll(html, [
      'Lumière &amp; Filhas',
      'R$ 1.800,00',
      'Cachê · valor fechado',
      'Beleza',
      'Moda',
      'para o novo sérum.',
      'Valor (fechado)',
      '10k – 1M seguidores',
      'BA (Salvador)',
      '23/12/2026',
      'Nova',
      'Envie primeiro!',
      'Compartilhe esta publi',
      'Copiar link',
      'Conheça a Mais Alcance',
      'Política de privacidade',
    ]);
    const shared = encodeURIComponent(`${origin}/publi/${proposal.id}/public`);
    const links = [...html.matchAll(/href="(https:\/\/[^"]+)"/g)].map((match) => match[1] ?? '');
    for (const host of ['https://wa.me/', 'https://www.facebook.com/', 'https://www.linkedin.com/', 'https://t.me/']) {
      expect(links.find((link) => link.startsWith(host))).toContain(shared);
    }
    expect(html).toContain('<img src="https://cdn.example.com/lumiere.png" alt="" width="72" height="72"/>');
  });

  it('shows the public defaults for what the proposal leaves out', () => {
    const html = body(
      renderProposal({
        description: null,
        categoriesOfInfluencer: [],
        minFollowers: null,
        locationOfInfluencer: [],
        validUntil: null,
        logoUrl: null,
      }),
    );
    expectToContainAll(html, ['Sem descrição', 'Todos os nichos', '0 – 1M seguidores', 'Brasil todo', 'Sempre ativa']);
    expect(html).not.toContain('<img');
  });

  it('gives a guest the calls to log in or sign up, and a creator the way to apply', () => {
    const guest = body(renderProposal());
    expect(guest).toContain('>Entrar<');
    expect(guest).toContain('Entrar para enviar proposta');
    // The log-in and the sign-up keep the proposal (its id alone) for after the sign-in.
    expect(guest).toContain(`href="/register?proposal=${proposal.id}"`);
    expect(guest).toContain(`href="/?proposal=${proposal.id}"`);
    const creator = body(renderProposal({}, true));
    expect(creator).toContain('>Acessar<');
    expect(creator).not.toContain('Entrar para enviar proposta');
    const publis = `/publis?${new URLSearchParams({ q: proposal.name, open: proposal.id }).toString()}`;
    expect(creator).toContain(`href="${publis.replaceAll('&', '&amp;')}"`);
    expect(renderProposal({}, true)).toContain('"isLoggedIn":true');
  });

  it('writes brand text as text everywhere: page, meta tags and hydration data', () => {
    const html = renderProposal();
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Sérum &quot;Glow&quot; &lt;script&gt;alert(&quot;nome&quot;)&lt;/script&gt;');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(\\"descricao\\")');
    // Only our own script elements: the early-click script, the page data and the hydration entry.
    expect(html.match(/<script/g)).toHaveLength(3);
  });

  it('has the title, description, canonical address and link-preview tags', () => {
    const html = renderProposal({ name: 'Lançamento do Sérum', brandName: 'Lumière & Filhas', description: 'Queremos   criadoras\nde beleza.' });
    const url = `${origin}/publi/${proposal.id}/public`;
    expect(html).toContain('<title>Lançamento do Sérum | Lumière &amp; Filhas</title>');
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(meta(html, 'description')).toBe('Cachê: R$ 1.800,00 · Queremos criadoras de beleza.');
    expect(meta(html, 'og:title')).toBe('Lançamento do Sérum | Lumière &amp; Filhas');
    expect(meta(html, 'og:description')).toBe('Cachê: R$ 1.800,00 · Queremos criadoras de beleza.');
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:image')).toBe('https://cdn.example.com/lumiere.png');
    expect(meta(html, 'twitter:card')).toBe('summary');
  });

  it('cuts a long description, and names the brand when there is none', () => {
    const long = renderProposal({ description: 'a'.repeat(300) });
    expect(meta(long, 'og:description')).toBe(`Cachê: R$ 1.800,00 · ${'a'.repeat(159)}…`);
    const none = renderProposal({ description: '  ', partnershipType: 'permuta', valueCents: 60_000, brandName: 'Pulso Tech' });
    expect(meta(none, 'og:description')).toBe('Permuta: R$ 600,00 · Proposta de Pulso Tech para criadores de conteúdo.');
  });

  it('points og:image at the API for a data-URL logo, and leaves it out without a logo', () => {
    const inline = renderProposal({ logoUrl: 'data:image/svg+xml;base64,PHN2Zy8+' });
    expect(meta(inline, 'og:image')).toBe(`${origin}/v3/proposal/${proposal.id}/logo`);
    // The page itself shows the logo from the data: URL, with no request of its own.
    expect(body(inline)).toContain('src="data:image/svg+xml;base64,PHN2Zy8+"');
    expect(renderProposal({ logoUrl: null })).not.toContain('og:image');
  });
});

describe("the proposal's 404 page", () => {
  it("says 'Proposta não encontrada' with a way home, is not indexed and loads no script", () => {
    const html = renderPage('proposal-not-found', { isLoggedIn: false }, assets);
    expectToContainAll(html, ['<title>Proposta não encontrada | Mais Alcance</title>', 'Proposta não encontrada</h1>']);
    expect(html).toMatch(/<a href="\/" [^>]*>Ir para o início<\/a>/);
    expectNotIndexedNorScripted(html);
  });
});

describe('the privacy policy document', () => {
  it('carries the whole text and its preview tags, with no script', () => {
    const html = renderPage('privacy', { origin: 'https://maisalcance.example' }, assets);
    expectToContainAll(html, [
      'Política de privacidade</h1>',
      '<h2>Seus direitos</h2>',
      '<h2>Como exercer seus direitos no app</h2>',
      '<link rel="canonical" href="https://maisalcance.example/privacy-policy"/>',
    ]);
    expect(html).not.toContain('<script');
  });
});

describe('a page that hydrates', () => {
  it.each([
    ['kit', () => render()],
    ['proposal', () => renderProposal()],
  ])('the %s page inlines the CSS, and loads the early-click script and the hydration script with what it imports', (_name, draw) => {
    const html = draw();
    expect(html).toContain('<style>.x{color:red}</style>');
    // Named for the hydration's loader, never fetched: the page is painted from the inlined copy.
    expect(html).toContain('<link rel="stylesheet" href="/assets/kit-abc.css" disabled>');
    expect(html).toContain(`<script>${EARLY_CLICKS_SCRIPT}</script>`);
    expect(html).toContain('<link rel="modulepreload" href="/assets/react-abc.js"><script type="module" src="/assets/public-abc.js"></script>');
  });
});

describe('the hydration data', () => {
  const pageFiles = import.meta.glob<PublicPageModule>('./pages/*.tsx');
  const dataOf = (html: string) =>
    JSON.parse(/<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as PublicPageData;
  const rootOf = (html: string) => /<div id="root">(.*)<\/div><script id="page-data"/s.exec(html)?.[1];

  it.each([
    ['kit', () => render()],
    ['proposal', () => renderProposal({}, true)],
  ])('names the %s page file the browser loads, whose tree from the sent props is the one painted', async (name, draw) => {
    const html = draw();
    const data = dataOf(html);
    expect(data.page).toBe(name);
    const load = pageFiles[`./pages/${data.page}.tsx`];
    if (!load) throw new Error(`no page file for '${data.page}'`);
    const { default: page } = await load();
    expect(renderToString(page.render(data.props))).toBe(rootOf(html));
  });
});
