import { TIKTOK_CONNECT_SUCCESS, connectingTitle } from '@ma/domain';
import { connectTikTokMutationOptions } from '@ma/api-client/query/mutations';
import { toast } from '@ma/ui/toasts';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api.ts';
import { connectErrorMessage } from '../connect-error.ts';
import { useFinishConnect } from '../use-refresh-after-connect.ts';
import { ConnectingScreen } from './connecting-screen.tsx';
import type { OauthReturnSearch } from './oauth-return-search.ts';
import { useOauthReturn, useStartOver } from './use-oauth-return.ts';

/**
 * TikTok Login Kit's return (/media-kit/connect/tiktok): connects the account with the code and
 * goes to the congrats page; a failure is toasted and goes back to /media-kit/connect.
 */
export function TikTokReturn({ search }: { search: OauthReturnSearch }) {
  const api = useApi();
  const goBack = useStartOver('/media-kit/connect');
  const finishConnect = useFinishConnect();
  const connect = useMutation({
    ...connectTikTokMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: () => finishConnect(TIKTOK_CONNECT_SUCCESS),
    onError: (error) => goBack(() => toast.error(connectErrorMessage(error))),
  });
  useOauthReturn(search, '/media-kit/connect', (params) => connect.mutate(params));
  return <ConnectingScreen title={connectingTitle('tiktok')} />;
}
