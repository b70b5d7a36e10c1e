import { Button, type ButtonProps } from '@ma/ui/button';
import type { UseMutationResult } from '@tanstack/react-query';

/** What a mutation is run on: one item of a list (by its id), or nothing. */
type Variables = { id: string } | void;

/**
 * A button that runs `mutation` (on `item`, one of a list's: 'Revogar' on a row), and spins while
 * it runs: on an item, only the button of that item.
 */
export function MutationButton<T extends Variables>({
  mutation,
  item,
  ...button
}: ButtonProps & {
  mutation: Pick<UseMutationResult<unknown, unknown, T>, 'isPending' | 'variables' | 'mutate'>;
  item?: T;
  'aria-label'?: string;
}) {
  const id = (variables: T | undefined) => (variables as { id: string } | undefined)?.id;
  const running = mutation.isPending && id(mutation.variables) === id(item);
  return <Button {...button} loading={running} onClick={() => mutation.mutate(item as T)} />;
}
