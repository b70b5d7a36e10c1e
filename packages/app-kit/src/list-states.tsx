import { Button } from '@ma/ui/button';
import { EmptyState, RowsSkeleton } from '@ma/ui/states';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from './load-error.tsx';

/** What a list's query tells: a plain query, or one read a page at a time. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => Promise<unknown>;
}

export interface ListStatesProps<T> {
  /** The query and the rows it read, `undefined` until loaded (a plain query's `data?.items`, or what the back office's useCursorList gives). */
  list: { query: ListQuery; items: T[] | undefined };
  /** @default <RowsSkeleton /> */
  loading?: ReactNode;
  /** The failure's title, e.g. 'Não foi possível carregar os cupons'. */
  errorTitle: string;
  empty: string;
  emptyAction?: ReactNode;
  children: (items: T[]) => ReactNode;
}

/**
 * A list in each of its states: grey rows while it loads, the failure with 'Tentar novamente',
 * the empty text (and what to do next), else the rows, followed by 'Carregar mais' while the
 * server has more pages.
 */
export function ListStates<T>({ list, loading = <RowsSkeleton />, errorTitle, empty, emptyAction, children }: ListStatesProps<T>) {
  const { query, items } = list;
  if (query.isPending) return loading;
  if (query.isError) return <LoadError title={errorTitle} query={query} />;
  if (!items || items.length === 0) return <EmptyState text={empty} action={emptyAction} />;
  const { fetchNextPage } = query;
  return (
    <>
      {children(items)}
      {query.hasNextPage && fetchNextPage && (
        <Group justify="center">
          <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Carregar mais
          </Button>
        </Group>
      )}
    </>
  );
}
