import { ApiError } from '../client/api-error.ts';
import type { ApiClient } from '../client/create-client.ts';

/**
 * The calls behind this entry's options, loaded when an option first runs its `queryFn` or
 * `mutationFn`. Route guards, loaders and forms import the options; zod and the schemas,
 * which every call needs to parse its answer, then load with the first request instead of
 * with the page (docs/decisions/008-first-load.md).
 */
const lazy =
  <T>(load: () => Promise<T>) =>
  () =>
    // Code that cannot be fetched (offline) fails like an unreachable server.
    load().catch(() => {
      throw new ApiError(0, undefined);
    });

export const accountCalls = lazy(() => import('../calls/account.ts'));
export const configCalls = lazy(() => import('../calls/config.ts'));
export const creditCalls = lazy(() => import('../calls/credits.ts'));
export const proposalCalls = lazy(() => import('../calls/proposal.ts'));
export const mediaKitCalls = lazy(() => import('../calls/media-kit.ts'));
export const connectCalls = lazy(() => import('../calls/connect.ts'));
export const affiliateCalls = lazy(() => import('../calls/affiliate.ts'));
export const airaCalls = lazy(() => import('../calls/aira.ts'));
export const brandListCalls = lazy(() => import('../calls/brand-list.ts'));
export const voiceCalls = lazy(() => import('../calls/voice.ts'));
export const overviewCalls = lazy(() => import('../calls/overview.ts'));
export const accountSettingsCalls = lazy(() => import('../calls/account-settings.ts'));
export const sessionCalls = lazy(() => import('../calls/sessions.ts'));
export const deliverableCalls = lazy(() => import('../calls/deliverables.ts'));
export const notificationsCalls = lazy(() => import('../calls/notifications.ts'));
export const reauthCalls = lazy(() => import('../calls/reauth.ts'));
export const conversationCalls = lazy(() => import('../calls/conversations.ts'));

/**
 * The options of a query whose key and call take the same arguments, the call from a lazily
 * loaded module, as `queryOf(airaCalls, airaKeys.script, (calls) => calls.getUgcScript)`;
 * `options` (a `staleTime`...) join them as they are.
 */
export const queryOf =
  <Calls, Args extends unknown[], Key, Result, Options extends object = object>(
    load: () => Promise<Calls>,
    key: (...args: Args) => Key,
    pick: (calls: Calls) => (api: ApiClient, ...args: Args) => Promise<Result>,
    options?: Options,
  ) =>
  (api: ApiClient, ...args: Args) => ({
    queryKey: key(...args),
    queryFn: async () => pick(await load())(api, ...args),
    ...(options as Options),
  });

/**
 * The options of a mutation that hands its variables to one call of a lazily loaded module, as
 * `mutationOf(sessionCalls, (calls) => calls.endSession)`: spread into `useMutation`.
 */
export const mutationOf =
  <Calls, Variables = void, Result = unknown>(
    load: () => Promise<Calls>,
    pick: (calls: Calls) => (api: ApiClient, variables: Variables) => Promise<Result>,
  ) =>
  (api: ApiClient) => ({
    mutationFn: async (variables: Variables) => pick(await load())(api, variables),
  });
