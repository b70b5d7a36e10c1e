import '@ma/ui/styles.css';
import './styles.css';
import { createApiClient } from '@ma/api-client';
import { createQueryClient } from '@ma/app-kit/query-client';
import { toast } from '@ma/ui/toasts';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { forgetSession } from './lib/session.ts';
import { createAppRouter } from './router.tsx';

const queryClient = createQueryClient((message) => toast.error(message));
// The session is the API's HttpOnly cookie (ma_brand_session, Path=/v3/brand): no token here. A 401
// anywhere means it ended (expired, signed out elsewhere, the member removed from the team): the
// app forgets the member, and the signed-in layout's guard sends them to 'Entrar'.
const api = createApiClient({
  onUnauthorized: () => {
    forgetSession(queryClient);
    void router.invalidate();
  },
});
const router = createAppRouter({ queryClient, api });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(<App queryClient={queryClient} router={router} />);
