import type { Application, Proposal } from '../schemas/proposal.ts';

// A proposal and an application as the app reads them (`valueCents`); a test overrides the part
// it is about. The client's own tests take the same objects back to the wire's reais.

export const PROPOSAL_ID = '6f1c0a52-8f8e-4c38-9a8e-0e7f2b0f4a11';

/** A proposal as GET /v3/proposal/ lists it, open to the creator who reads it. */
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

/** Her application (GET /v3/proposal/applied): one post, waiting for the brand. */
export const applicationFixture = (overrides: Partial<Application> = {}): Application => ({
  id: 'a1',
  proposalId: 'p1',
  proposalName: 'Veste Verde',
  brandName: 'Veste Verde Activewear',
  logoUrl: null,
  totalPosts: 1,
  totalStories: 0,
  totalReels: 0,
  totalVideos: 0,
  observations: '',
  valueCents: 90_000,
  isNegotiable: false,
  status: 'pending',
  createdAt: '2026-03-01T12:00:00.000Z',
  decidedAt: null,
  decisionUnseen: false,
  ...overrides,
});
