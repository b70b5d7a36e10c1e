import { configCalls, queryOf } from './calls.ts';

export const configKeys = {
  all: ['config'] as const,
  public: () => [...configKeys.all, 'public'] as const,
};

/** The deployment's configuration does not change while the page is open: read it once. */
export const publicConfigQueryOptions = queryOf(configCalls, configKeys.public, (calls) => calls.getPublicConfig, {
  staleTime: Number.POSITIVE_INFINITY,
});
