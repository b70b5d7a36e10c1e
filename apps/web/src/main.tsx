import '@ma/ui/styles.css';
import { toast } from '@ma/ui/toasts';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createAppApiClient } from './lib/api.ts';
import { createAuth } from './lib/auth.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createAppRouter } from './router.tsx';

const auth = createAuth();
const queryClient = createQueryClient((message) => toast.error(message));
const api = createAppApiClient(() => {
  // Any 401 logs the user out (docs/product/accounts-and-levels.md); the guards then send them to /login.
  auth.signOut();
  void router.invalidate();
});
const router = createAppRouter({ queryClient, api, auth });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(<App queryClient={queryClient} router={router} />);
