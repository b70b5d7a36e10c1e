import { startConnectMutationOptions } from '@ma/api-client/query/mutations';
import { toast } from '@ma/ui/toasts';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../lib/use-api.ts';
import { connectErrorMessage } from './connect-error.ts';
import { browserNavigation } from './leave-page.ts';

/**
 * 'Conectar' and 'Reconectar': asks the API for the provider's consent page (with a fresh
 * single-use state) and sends the browser there. The button keeps spinning while the page
 * leaves; coming back with the browser's back button (a page restored from the back-forward
 * cache) makes it pressable again.
 */
export function useStartConnect() {
  const api = useApi();
  const start = useMutation({
    ...startConnectMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: ({ authorizeUrl }) => browserNavigation.assign(authorizeUrl),
    onError: (error) => toast.error(connectErrorMessage(error)),
  });
  const { reset } = start;
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);
  return start;
}
