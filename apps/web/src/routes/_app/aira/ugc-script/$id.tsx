import { ugcScriptQueryOptions } from '@ma/api-client/query/aira';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { UgcScriptError, UgcScriptPage } from '../../../../features/aira/pages.ts';
import { useApi } from '../../../../lib/use-api.ts';

export const Route = createFileRoute('/_app/aira/ugc-script/$id')({
  // The options load with the page's own chunk, in parallel with it: Aira's query modules are not
  // in every page's first load (docs/decisions/008-first-load.md).
  loader: async ({ context, params }) => {
    const { ugcScriptQueryOptions: options } = await import('@ma/api-client/query/aira');
    return context.queryClient.ensureQueryData(options(context.api, params.id));
  },
  component: UgcScriptRoute,
  // An unknown script (or another creator's) reads as not found; other failures offer a retry.
  errorComponent: UgcScriptRouteError,
});

function UgcScriptRoute() {
  const { id } = Route.useParams();
  const { data } = useSuspenseQuery(ugcScriptQueryOptions(useApi(), id));
  return <UgcScriptPage script={data} />;
}

function UgcScriptRouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <UgcScriptError
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
