/**
 * A proposal's terms with nothing asked of the creator beyond its level (Ouro): no niche, no
 * follower range, no place, no audience, no logo, no end date. A test spreads it and sets the
 * fields it is about; the back office's proposals and the brands' proposals in review share them.
 */
export const plainTerms = {
  description: null,
  categoriesOfInfluencer: [],
  isMappingInfluencers: false,
  acceptsNegotiations: false,
  isSilversAlloweds: false,
  minFollowers: null,
  maxFollowers: null,
  locationOfInfluencer: [],
  audienceStates: null,
  audienceMinAge: null,
  audienceMaxAge: null,
  audienceGender: null,
  logoUrl: null,
  validUntil: null,
};
