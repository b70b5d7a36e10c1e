import { connectingTitle } from '@ma/domain';
import { exchangeInstagramCodeMutationOptions } from '@ma/api-client/query/mutations';
import { toast } from '@ma/ui/toasts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useApi } from '../../../lib/use-api.ts';
import { connectErrorMessage } from '../connect-error.ts';
import type { PickerScope } from '@ma/api-client/schemas';
import { ConnectingScreen } from './connecting-screen.tsx';
import type { OauthReturnSearch } from './oauth-return-search.ts';
import { useOauthReturn, useStartOver } from './use-oauth-return.ts';

export interface InstagramReturnProps {
  /** `own`: /media-kit/connect/instagram-api (signed in); `public`: /instagram/connect (sign-up). */
  scope: PickerScope;
  search: OauthReturnSearch;
}

/**
 * Facebook Login's return: exchanges the code for a picker token and hands it to the profile
 * picker in the navigation state (never the URL). The callback address is replaced, so going
 * back never replays a spent code. A failure (an expired state, a refused code) is toasted and
 * the flow starts over.
 */
export function InstagramReturn({ scope, search }: InstagramReturnProps) {
  const api = useApi();
  const navigate = useNavigate();
  const startOver = scope === 'own' ? '/media-kit/connect' : '/register';
  const goBack = useStartOver(startOver);
  const exchange = useMutation({
    ...exchangeInstagramCodeMutationOptions(api, scope),
    meta: { errorToast: false },
    onSuccess: ({ accessToken }) =>
      navigate({
        to: scope === 'own' ? '/media-kit/select-profile' : '/instagram/connect/select-profile',
        state: { pickerToken: accessToken },
        replace: true,
      }),
    onError: (error) => goBack(() => toast.error(connectErrorMessage(error))),
  });
  useOauthReturn(search, startOver, (params) => exchange.mutate(params));
  return <ConnectingScreen title={connectingTitle('instagram')} />;
}
