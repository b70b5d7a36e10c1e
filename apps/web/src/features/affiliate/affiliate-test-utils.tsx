import type { AffiliateBrand, AffiliateLink, AffiliateProfile, Commission, CommissionsPage } from '@ma/api-client/schemas';
export { callsTo, fakeApi, pending, serving, type FakeRequestOptions, type Reply } from '../../test/fake-api.ts';

/** A valid CPF (check digits right), and the same formatted. */
export const CPF = '52998224725';
export const CPF_FORMATTED = '529.982.247-25';

export const profileFixture = (overrides: Partial<AffiliateProfile> = {}): AffiliateProfile => ({
  fullName: 'Maria Souza',
  documentMasked: '***.982.247-**',
  phoneMasked: '(11) *****-4321',
  pixKeyType: 'email',
  pixKeyMasked: 'ma***@example.com',
  termsAcceptedAt: '2026-10-01T12:00:00.000Z',
  updatedAt: '2026-10-01T12:00:00.000Z',
  ...overrides,
});

export const brandFixture = (overrides: Partial<AffiliateBrand> = {}): AffiliateBrand => ({
  id: 'brand-1',
  name: 'Loja Verde',
  logoUrl: null,
  commissionRateBp: 1250,
  cookieDays: 30,
  holdingDays: 30,
  domain: 'lojaverde.com.br',
  homepageUrl: 'https://lojaverde.com.br/',
  ...overrides,
});

const thirtyDays = (clicks: (day: number) => number) =>
  Array.from({ length: 30 }, (_, day) => ({ date: `2026-10-${String(day + 1).padStart(2, '0')}`, clicks: clicks(day) }));

export const linkFixture = (overrides: Partial<AffiliateLink> = {}): AffiliateLink => ({
  id: 'link-1',
  code: 'abc23def',
  brandId: 'brand-1',
  brandName: 'Loja Verde',
  brandLogoUrl: null,
  destinationUrl: 'https://lojaverde.com.br/produtos/tenis-corrida',
  trackedUrl: 'https://maisalcance.example/r/abc23def',
  createdAt: '2026-10-01T12:00:00.000Z',
  clicks: 42,
  uniqueClicks: 30,
  clicksByDay: thirtyDays((day) => (day % 5 === 0 ? 3 : 1)),
  conversions: 2,
  earningsCents: 2499,
  ...overrides,
});

export const commissionFixture = (overrides: Partial<Commission> = {}): Commission => ({
  id: 'commission-1',
  orderedAt: '2026-10-05T15:00:00.000Z',
  brandId: 'brand-1',
  brandName: 'Loja Verde',
  orderId: 'PED-1001',
  orderCents: 19_990,
  commissionCents: 2499,
  status: 'pending',
  expectedPaymentDate: '2026-12-15',
  paidAt: null,
  ...overrides,
});

export const commissionsPageFixture = (overrides: Partial<CommissionsPage> = {}): CommissionsPage => ({
  month: 10,
  year: 2026,
  totals: { pending: 2499, approved: 1000, paid: 5000, canceled: 700, all: 8499, payable: 3499 },
  items: [commissionFixture()],
  page: 1,
  pageSize: 50,
  total: 1,
  hasMore: false,
  ...overrides,
});
