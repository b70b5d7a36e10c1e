import type { OauthReturn } from '@ma/api-client/schemas';
import { CONNECT_CANCELLED, DEFAULT_ERROR_MESSAGE } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { useNavigate } from '@tanstack/react-router';
import type { OauthReturnSearch } from './oauth-return-search.ts';
import { useRunOnce } from '../../../lib/use-run-once.ts';

type StartOver = '/media-kit/connect' | '/register';

/**
 * Goes back to where the flow starts over (replacing the return's address, so that going back
 * never replays a spent code), then runs `tell`: told once back, or leaving this page would
 * close its toast (lib/page-errors.ts).
 */
export function useStartOver(startOver: StartOver) {
  const navigate = useNavigate();
  return (tell: () => void) => navigate({ to: startOver, replace: true }).then(tell);
}

/**
 * A provider's return, handled once: with `code` and `state`, `exchange` runs (its mutation
 * navigates on); a cancelled consent says nothing was changed, and it, a provider error or a
 * visit without the parameters, goes back to where the flow starts.
 */
export function useOauthReturn(search: OauthReturnSearch, startOver: StartOver, exchange: (params: OauthReturn) => void) {
  const goBack = useStartOver(startOver);
  useRunOnce(() => {
    const { code, state, error } = search;
    if (!error && code && state) {
      exchange({ code, state });
      return;
    }
    void goBack(() => {
      // OAuth's `access_denied`: the person closed or refused the consent page.
      if (error === 'access_denied') toast.info(CONNECT_CANCELLED);
      else if (error) toast.error(DEFAULT_ERROR_MESSAGE);
    });
  });
}
