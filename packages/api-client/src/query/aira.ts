import type { ApiClient } from '../client/create-client.ts';
import type { IdeaGenerations } from '../schemas/aira.ts';
import { airaCalls, queryOf } from './calls.ts';

/** Aira's ideas and UGC scripts (docs/product/aira.md); a paid request refreshes `airaKeys.all` and `creditKeys.all`. */
export const airaKeys = {
  all: ['aira'] as const,
  generations: () => [...airaKeys.all, 'generations'] as const,
  generation: (id: string) => [...airaKeys.all, 'generation', id] as const,
  scripts: () => [...airaKeys.all, 'scripts'] as const,
  script: (id: string) => [...airaKeys.all, 'script', id] as const,
};

/** The history of idea generations, newest first, a page at a time (`useInfiniteQuery`) with the server's cursor. */
export const ideaGenerationsInfiniteQueryOptions = (api: ApiClient) => ({
  queryKey: airaKeys.generations(),
  queryFn: async ({ pageParam }: { pageParam: string | null }) => (await airaCalls()).getIdeaGenerations(api, pageParam ?? undefined),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage: IdeaGenerations): string | undefined => lastPage.nextCursor ?? undefined,
});

export const ideaGenerationQueryOptions = queryOf(airaCalls, airaKeys.generation, (calls) => calls.getIdeaGeneration);

/** The creator's UGC scripts, newest first. */
export const ugcScriptsQueryOptions = queryOf(airaCalls, airaKeys.scripts, (calls) => calls.getUgcScripts);

/** One script; a written script never changes, so it stays fresh while the app is open. */
export const ugcScriptQueryOptions = queryOf(airaCalls, airaKeys.script, (calls) => calls.getUgcScript, { staleTime: Number.POSITIVE_INFINITY });
