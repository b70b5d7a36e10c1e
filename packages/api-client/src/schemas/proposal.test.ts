import { describe, expect, it } from 'vitest';
import { offerCases } from '../testing/offer-cases.ts';
import { applicationFixture, proposalFixture } from '../testing/proposal-fixtures.ts';
import {
  applicationSchemaFor,
  applicationsInCentsResponseSchema,
  proposalPageInCentsSchema,
  proposalSchema,
  publicProposalInCentsSchema,
  publicProposalSchema,
} from './proposal.ts';
import { toWireSchema } from './wire.ts';

describe('applicationSchemaFor', () => {
  it.each(offerCases)('$name', ({ terms, payload, verdict }) => {
    const result = applicationSchemaFor(terms).safeParse(payload);
    if (verdict === 'accepted') {
      expect(result.error?.issues).toBeUndefined();
      return;
    }
    const path = verdict.field === 'form' ? [] : [verdict.field];
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[path, verdict.message]]);
  });

  it('places a problem on the same path however often it is checked', () => {
    const schema = applicationSchemaFor({ value: 10, acceptsNegotiations: true });
    const payload = { totalPosts: 1, totalStories: 0, totalReels: 0, totalVideos: 0, value: 1.005 };
    for (let round = 0; round < 3; round += 1) {
      expect(schema.safeParse(payload).error?.issues.map((issue) => issue.path)).toEqual([['value']]);
    }
  });

  it('reads an empty input as a missing number, never as 0', () => {
    const schema = applicationSchemaFor({ value: 10, acceptsNegotiations: true });
    const issues = schema.safeParse({ totalPosts: '', totalStories: 0, totalReels: 0, totalVideos: 1, value: '' }).error?.issues;
    expect(issues?.map((issue) => [issue.path, issue.message])).toEqual([
      [['totalPosts'], 'Informe um número.'],
      [['value'], 'Informe um valor.'],
    ]);
  });
});

describe('missingDetails', () => {
  it("is the creator's own: optional on her proposal, absent from the public one", () => {
    expect(proposalSchema.shape.missingDetails.safeParse(undefined).success).toBe(true);
    const details = [
      { feature: 'followers', asks: 'a partir de 10k seguidores', has: null },
      { feature: 'influencer_location', asks: 'Salvador, BA', has: 'Campinas, SP' },
    ];
    expect(proposalSchema.shape.missingDetails.parse(details)).toEqual(details);
    expect(proposalSchema.shape.missingDetails.safeParse([{ feature: 'instagram', asks: 'x', has: null }]).success).toBe(false);
    expect('missingDetails' in publicProposalSchema.shape).toBe(false);
  });
});

describe('money as the app reads it', () => {
  // The fixtures as the wire carries them: `value` in reais, no `valueCents`.
  const { valueCents: _proposalCents, hasApplied, isConnected, missingFeatures, ...publicFields } = proposalFixture();
  const publicProposal = { ...publicFields, value: 0.1 + 0.2 };
  const proposal = { ...publicProposal, value: 1234.5, hasApplied, isConnected, missingFeatures };

  it("reads the wire's reais as integer centavos, once, and keeps no `value` in reais", () => {
    const read = publicProposalInCentsSchema.parse(publicProposal);
    expect(read.valueCents).toBe(30);
    expect('value' in read).toBe(false);
    const page = proposalPageInCentsSchema.parse({ items: [proposal], page: 1, pageSize: 12, total: 1, hasMore: false });
    expect(page.items[0]?.valueCents).toBe(123_450);
  });

  it("reads an application's offered value in centavos", () => {
    const { valueCents: _applicationCents, ...applicationFields } = applicationFixture();
    const application = { ...applicationFields, value: 999.99 };
    expect(applicationsInCentsResponseSchema.parse({ items: [application] }).items[0]?.valueCents).toBe(99_999);
  });

  it('leaves the contract the API answers with in reais', () => {
    expect(proposalSchema.parse(proposal).value).toBe(1234.5);
    expect(toWireSchema(proposalPageInCentsSchema).safeParse({ items: [], page: 1, page_size: 12, total: 0, has_more: false }).success).toBe(true);
  });
});
