import type { Proposal } from '@ma/api-client/schemas';

// A proposal as GET /v3/proposal/ lists it, open to the creator who reads it; a test overrides the part it is about.

export const PROPOSAL_ID = '6f1c0a52-8f8e-4c38-9a8e-0e7f2b0f4a11';

export const proposalFixture = (overrides: Partial<Proposal> = {}): Proposal => ({
  id: PROPOSAL_ID,
  name: 'Campanha de verão',
  brandName: 'Lumière',
  description: 'Divulgue o novo protetor solar com toque seco.',
  categoriesOfInfluencer: ['Beleza'],
  partnershipType: 'cache',
  valueCents: 150_000,
  isMappingInfluencers: false,
  acceptsNegotiations: true,
  minFollowers: null,
  maxFollowers: null,
  locationOfInfluencer: [],
  validUntil: null,
  isNew: false,
  totalApplications: 0,
  isSilversAlloweds: true,
  logoUrl: null,
  hasApplied: false,
  isConnected: true,
  missingFeatures: [],
  publishedAt: '2026-10-01T12:00:00.000Z',
  ...overrides,
});
