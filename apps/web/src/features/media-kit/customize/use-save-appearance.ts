import { isApiError } from '@ma/api-client';
import { mediaKitKeys } from '@ma/api-client/query';
import { saveKitAppearanceMutationOptions } from '@ma/api-client/query/mutations';
import { errorMessage } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../../lib/error-message.ts';
import { useApi } from '../../../lib/use-api.ts';

export const APPEARANCE_SAVED = 'Aparência salva!';

interface SaveAppearanceHandlers {
  /** Another tab or device saved first (409 KIT_VERSION_CONFLICT): the server's message. */
  onConflict: (message: string) => void;
  /** Any other failure: the page maps it (`showServerError`: a refused colour on its field, the rest a toast). */
  onRefused: (error: unknown) => void;
}

/** PUT /v3/media-kit/appearance. A conflict shows on the page; any other failure goes to `onRefused`. */
export function useSaveAppearance({ onConflict, onRefused }: SaveAppearanceHandlers) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    ...saveKitAppearanceMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: ({ kit }) => {
      // The new version at once: a second save must not conflict with the first.
      queryClient.setQueryData(mediaKitKeys.own(), kit);
      toast.success(APPEARANCE_SAVED);
      // The root key: every read of the kit (the owner's, its public page) refreshes together.
      return queryClient.invalidateQueries({ queryKey: mediaKitKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'KIT_VERSION_CONFLICT') onConflict(failureMessage(error, errorMessage('KIT_VERSION_CONFLICT')));
      else onRefused(error);
    },
  });
}
