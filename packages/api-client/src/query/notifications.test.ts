import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-client.ts';
import { UNREAD_POLL_MS, notificationKeys, unreadNotificationsQueryOptions } from './notifications.ts';

const api = createApiClient({ baseUrl: 'http://127.0.0.1:1' });

describe('unreadNotificationsQueryOptions', () => {
  it('polls every minute and on focus, never in a hidden tab, under the notifications root', () => {
    const options = unreadNotificationsQueryOptions(api);
    expect(options.refetchInterval).toBe(UNREAD_POLL_MS);
    expect(UNREAD_POLL_MS).toBe(60_000);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.queryKey.slice(0, 1)).toEqual(notificationKeys.all);
  });
});
