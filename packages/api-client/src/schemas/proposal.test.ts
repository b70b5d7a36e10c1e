import { describe, expect, it } from 'vitest';
import { offerCases } from '../testing/offer-cases.ts';
import { applicationSchemaFor, proposalSchema, publicProposalSchema } from './proposal.ts';

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
