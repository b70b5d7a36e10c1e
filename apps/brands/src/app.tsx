import { UiProvider } from '@ma/ui/theme';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { AppRouter } from './router.tsx';

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </UiProvider>
    </StrictMode>
  );
}
