import { toast } from '@ma/ui/toasts';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface VoiceDeleteOptions {
  /** The failure toast's title (lib/query-client.ts). */
  errorTitle: string;
  /** The success toast. */
  deleted: string;
  /** The queries to load again once the delete is over, done or not. */
  refresh: QueryKey;
  /** After the success toast, e.g. closing the confirmation. */
  onDeleted: () => void;
}

/** Deleting a sample or the profile: a toast either way, and the queries under `refresh` loaded again. */
export function useVoiceDelete<Variables>(
  options: { mutationFn: (variables: Variables) => Promise<unknown> },
  { errorTitle, deleted, refresh, onDeleted }: VoiceDeleteOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    meta: { errorTitle },
    onSuccess: () => {
      toast.success(deleted);
      onDeleted();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
}
