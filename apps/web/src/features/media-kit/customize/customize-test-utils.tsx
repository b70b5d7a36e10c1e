import type { MediaKit } from '@ma/api-client/schemas';

/** An owner's kit with something in every section, on the default appearance. */
export const kitFixture = (overrides: Partial<MediaKit> = {}): MediaKit => ({
  username: 'maria',
  name: 'Maria Souza',
  level: 'silver',
  pictureUrl: null,
  pictureThumbUrl: null,
  bio: 'Receitas fáceis para o dia a dia.',
  state: 'SP',
  city: 'Campinas',
  niches: ['Gastronomia'],
  networks: [
    {
      network: 'instagram',
      username: 'maria',
      followers: 12_500,
      posts: 240,
      engagementRate: 3.1,
      averageLikes: 370,
      averageComments: 17,
      statsUpdatedAt: '2025-05-01T12:00:00.000Z',
    },
  ],
  audience: null,
  contactEmail: 'maria@example.com',
  whatsapp: '+5511987654321',
  rates: [{ kind: 'post', label: null, priceCents: 30_000 }],
  brands: ['Natura'],
  highlights: [{ url: 'https://example.com/receita', title: 'Bolo de cenoura' }],
  appearance: { theme: 'claro', accentColor: '#6d28d9', sections: ['stats', 'rates', 'brands', 'highlights', 'contact'] },
  previewImageUrl: '/v3/media-kit/public/maria/preview.png?v=7',
  updatedAt: '2025-05-01T12:00:00.000Z',
  version: 7,
  views: { thirtyDays: 3, total: 10 },
  ...overrides,
});
