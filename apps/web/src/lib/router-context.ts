import type { ApiClient } from '@ma/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { UrlTokenQuestionStore } from './url-token-question.ts';
import type { Auth } from './auth.ts';

/**
 * What every route's `beforeLoad` and loader receive, and `useApi()` / `useAuth()` read: made
 * once in main.tsx (router.tsx builds the router with it), never imported from there.
 */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  auth: Auth;
  /** A `?token=` link's question waiting for the person's choice (router.tsx makes it). */
  urlTokenQuestion: UrlTokenQuestionStore;
}
