import '@ma/ui/styles.css';
import { UiProvider } from '@ma/ui/theme';
import { toast } from '@ma/ui/toasts';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

createRoot(root).render(
  <StrictMode>
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>
  </StrictMode>,
);
