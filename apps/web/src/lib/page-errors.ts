import { toast } from '@ma/ui/toasts';
import type { AnyRouter } from '@tanstack/react-router';

/**
 * Errors belong to the page that showed them: once the app has moved to another page, the error
 * toasts raised before the move close ('Credenciais inválidas.' does not follow to
 * /forgot-password, nor a failed sign-up to the editor). Success toasts stay, and so does an
 * error raised on the way (a loader's, before its redirect): it speaks of where the person lands.
 * Returns the unsubscribe.
 */
export function dropErrorsOnLeave(router: AnyRouter): () => void {
  let leaving: string[] | undefined;
  const stopBefore = router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
    if (pathChanged) leaving = toast.errorIds();
  });
  const stopResolved = router.subscribe('onResolved', () => {
    for (const id of leaving ?? []) toast.hide(id);
    leaving = undefined;
  });
  return () => {
    stopBefore();
    stopResolved();
  };
}
