import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/notifications/pages.ts';

// No loader: the page asks for its list as it mounts (skeletons meanwhile), and every route's
// options weigh on /login's first load (docs/decisions/008-first-load.md).
export const Route = createFileRoute('/_app/notifications')({
  head: () => ({ meta: [{ title: 'Notificações · Mais Alcance' }] }),
  component: NotificationsPage,
});
