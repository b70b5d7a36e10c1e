import { proposalSchema } from '@ma/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { toWire } from '../../lib/wire.ts';
import { creatorCardJson, publicCardJson, toCreatorProposal, type CreatorProposalRow } from './proposal-view.ts';

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
};

// The list writes each card from kept wire text (decision 022): it must be, field for field,
// the card the contract's own conversion writes.
describe('a listed card on the wire', () => {
  it.each([true, false])('is the contract’s card for a creator (connected: %s)', (isConnected) => {
    const written = JSON.parse(creatorCardJson(publicCardJson(row, now), row, isConnected)) as unknown;
    expect(written).toEqual(toWire(proposalSchema, toCreatorProposal(row, isConnected, now)));
  });
});
