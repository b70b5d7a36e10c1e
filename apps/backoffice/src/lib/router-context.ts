import type { ApiClient } from '@ma/api-client';
import type { QueryClient } from '@tanstack/react-query';

/** What every route's `beforeLoad` and loader receive: made once at the start (main.tsx, @ma/app-kit/start-app). */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
}
