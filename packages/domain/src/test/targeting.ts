import type { FitTargeting } from '../aira/fit.ts';

/** A proposal that targets no one in particular: every creator fits it and lacks nothing for it. */
export const openTargeting: FitTargeting = {
  niches: [],
  minFollowers: null,
  maxFollowers: null,
  locationKeys: [],
  audienceStates: null,
  audienceMinAge: null,
  audienceMaxAge: null,
  audienceGender: null,
};
