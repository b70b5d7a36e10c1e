import { accountInfoQueryOptions, creditBalanceQueryOptions } from '@ma/api-client/query';
import { unreadNotificationsQueryOptions } from '@ma/api-client/query/notifications';
import { signOutMutationOptions } from '@ma/api-client/query/sessions';
import { AppLayout } from '@ma/ui/sidebar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { RouterLink } from '../../components/router-link.tsx';
import { useApi } from '../../lib/use-api.ts';
import { useAuth } from '../../lib/use-auth.ts';

/** How long signing out waits for this browser's notifications to stop and for the server to end the session. */
const SIGN_OUT_WAIT_MS = 1500;

/** Whether this load of the app has handed this browser's push subscription to the API. */
// eslint-disable-next-line no-restricted-syntax -- this browser's push subscription, one per page, is handed over once per load
let pushSynced = false;

/** The private sidebar layout, fed with the signed-in account: drawn at once, the person's block filled in when the account arrives. */
export function AppShellLayout({ children }: { children: ReactNode }) {
  const api = useApi();
  const auth = useAuth();
  // Not suspended: the shell paints before `/v3/account/me` answers (issue #38), with placeholders for her.
  const { data: account } = useQuery(accountInfoQueryOptions(api));
  // Not suspended: the sidebar shows the badge once the balance arrives (hidden while unknown).
  const { data: credits } = useQuery(creditBalanceQueryOptions(api));
  // Polled every minute while the tab is visible (docs/decisions/021-notification-polling.md).
  const { data: unread } = useQuery(unreadNotificationsQueryOptions(api));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });

  useEffect(() => {
    // Once per load, and only where notifications are allowed: most browsers never fetch that code.
    if (pushSynced || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    pushSynced = true;
    void import('../../lib/this-browser-push.ts').then(({ syncPushOnThisBrowser }) => syncPushOnThisBrowser(api)).catch(() => undefined);
  }, [api]);

  const logout = async () => {
    // This device stops getting the account's notifications (a shared phone, a lent laptop), and
    // the server ends this session, so that a copy of the token stops working too. Both need the
    // token, so the sign-out waits for them a moment at most, then signs out here whatever they answered.
    const stopPush = import('../../lib/this-browser-push.ts').then(({ stopPushOnThisBrowser }) => stopPushOnThisBrowser(api));
    const endSession = signOutMutationOptions(api).mutationFn();
    const settled = Promise.allSettled([stopPush, endSession]);
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS))]);
    auth.signOut();
    await navigate({ to: '/login', replace: true });
    queryClient.clear();
  };

  return (
    <AppLayout
      user={account && { name: account.user.name, picture: account.profile.picture, level: account.user.level }}
      currentPath={pathname}
      linkComponent={RouterLink}
      onLogout={() => void logout()}
      creditBalance={credits?.balance}
      unreadNotifications={unread}
    >
      {children}
    </AppLayout>
  );
}
