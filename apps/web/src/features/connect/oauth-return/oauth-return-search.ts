import { nonEmptyString, readSearch } from '../../../lib/search-params.ts';

/**
 * What a provider appends to our return address: `code` and `state` on consent, `error` (and an
 * English `error_description`, never shown) when the person cancelled or it failed.
 */
export const readOauthReturn = (search: Record<string, unknown>) =>
  readSearch({ code: nonEmptyString, state: nonEmptyString, error: nonEmptyString }, search);

export type OauthReturnSearch = ReturnType<typeof readOauthReturn>;
