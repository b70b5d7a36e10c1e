import { Button } from '@ma/ui/button';
import { Text } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { failureMessage } from '../lib/error-message.ts';

type PagedQuery = Pick<UseInfiniteQueryResult, 'isFetchNextPageError' | 'error' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;

/**
 * The foot of a list read a page at a time: why the next page failed, and 'Carregar mais' while
 * there is one (the proposals, Aira's history, the notifications). `what` names the items in the
 * failure ('Não foi possível carregar mais publis.').
 */
export function LoadMore({ query, what }: { query: PagedQuery; what?: string }) {
  return (
    <>
      {query.isFetchNextPageError && (
        <Text size="sm" c="red.8" role="alert" ta="center">
          {`Não foi possível carregar mais${what ? ` ${what}` : ''}.`} {failureMessage(query.error)}
        </Text>
      )}
      {query.hasNextPage && (
        <Button variant="secondary" radius="xl" mx="auto" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Carregar mais
        </Button>
      )}
    </>
  );
}
