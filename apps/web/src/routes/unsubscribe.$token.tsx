import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../features/notifications/unsubscribe-page.tsx';

// Public (outside _app and _auth): a notification e-mail's footer link, opened wherever the mail
// is read, signed in or not. The token in the path is the only key (docs/product/notifications.md).
export const Route = createFileRoute('/unsubscribe/$token')({
  head: () => ({ meta: [{ title: 'Cancelar e-mails · Mais Alcance' }, { name: 'robots', content: 'noindex' }] }),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  return <UnsubscribePage token={Route.useParams().token} />;
}
