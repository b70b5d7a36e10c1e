import { proposalSchema } from '@ma/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { toCreatorProposal, type CreatorProposalRow } from './proposal-view.ts';

const now = new Date('2026-03-02T12:00:00Z');
const row: CreatorProposalRow = {
  id: '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Sérum "Vitamina C" </script>',
  brandName: 'Lumière & Filhas',
  description: 'Linha 1\nLinha 2 \u2028 fim',
  categories: ['Beleza', 'Moda'],
  partnershipType: 'cache',
  valueCents: 180_050,
  isMappingInfluencers: false,
  acceptsNegotiations: true,
  minFollowers: 1000,
  maxFollowers: null,
  locations: [{ state: 'SP', city: ['São Paulo'] }],
  isSilversAllowed: true,
  logoUrl: null,
  validUntil: new Date('2026-04-01T00:00:00Z'),
  publishedAt: new Date('2026-02-28T12:00:00Z'),
  totalApplications: 3,
  hasApplied: true,
  missingFeatures: ['instagram', 'not-a-feature'],
  missingDetails: [],
};

describe('a card as a creator sees it', () => {
  it.each([true, false])('is a proposal of the contract, in reais, with her own fields (connected: %s)', (isConnected) => {
    const card = toCreatorProposal(row, isConnected, now);
    expect(proposalSchema.safeParse(card).success).toBe(true);
    expect(card).toMatchObject({
      name: 'Sérum "Vitamina C" </script>',
      value: 1800.5,
      categoriesOfInfluencer: ['Beleza', 'Moda'],
      locationOfInfluencer: [{ state: 'SP', city: ['São Paulo'] }],
      isSilversAlloweds: true,
      validUntil: '2026-04-01T00:00:00.000Z',
      publishedAt: '2026-02-28T12:00:00.000Z',
      isNew: true,
      totalApplications: 3,
      hasApplied: true,
      isConnected,
    });
  });

  it('keeps only the missing features the contract names', () => {
    expect(toCreatorProposal({ ...row, missingFeatures: ['followers', 'not-a-feature'] }, true, now).missingFeatures).toEqual(['followers']);
  });

  it('carries what a blocked proposal asks and her profile has', () => {
    const missingDetails = [{ feature: 'influencer_location' as const, asks: 'São Paulo, SP', has: 'Campinas, SP' }];
    const card = toCreatorProposal({ ...row, missingFeatures: ['influencer_location'], missingDetails }, true, now);
    expect(proposalSchema.safeParse(card).success).toBe(true);
    expect(card.missingDetails).toEqual(missingDetails);
  });

  it('is new for 7 days after it is published', () => {
    const at = (days: number) => toCreatorProposal(row, true, new Date(row.publishedAt.getTime() + days * 86_400_000)).isNew;
    expect([at(0), at(6.99), at(7), at(8)]).toEqual([true, true, false, false]);
  });
});
