import type { ApiClient } from '@ma/api-client';
import { createAppWrapper } from '../../test/app-wrapper.tsx';
import { fakeApi, pending } from '../../test/fake-api.ts';

export { deferred, fakeApi } from '../../test/fake-api.ts';

/**
 * The providers a credits component needs, as the app sets them up (test/app-wrapper.tsx):
 * the theme, a query client and a router whose context holds `api` (by default one that
 * never answers, for parts that make no call).
 */
export function createWrapper(api: ApiClient = fakeApi(pending).api) {
  return createAppWrapper({ api });
}
