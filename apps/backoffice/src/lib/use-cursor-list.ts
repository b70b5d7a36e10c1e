import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/** One page of an admin list: `nextCursor` is null on the last page. */
interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * An admin list read a page at a time by cursor: the query (for its states and 'Carregar mais')
 * and the rows loaded so far, `undefined` until the first page arrives.
 */
export function useCursorList<T>(queryKey: QueryKey, fetchPage: (cursor: string | undefined) => Promise<CursorPage<T>>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  return { query, items: query.data?.pages.flatMap((page) => page.items) };
}
