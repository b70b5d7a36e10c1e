import type { Notification, NotificationPage } from '@ma/api-client/schemas';

export { callsTo, fakeApi, pending, type Reply } from '../../test/fake-api.ts';

export const NOTIFICATIONS = '/v3/notifications';
export const READ = '/v3/notifications/read';
export const PREFERENCES = '/v3/notifications/preferences';

/** An unread notification of an accepted application, a minute old by default. */
export const notificationOf = (overrides: Partial<Notification> = {}): Notification => ({
  id: '0b9e3c55-0000-4000-8000-000000000001',
  kind: 'application_accepted',
  title: 'Candidatura aceita',
  text: 'Sua candidatura para Sérum Vitamina C foi aceita!',
  path: '/publis?tab=candidaturas',
  createdAt: new Date(Date.now() - 5.5 * 60_000).toISOString(),
  readAt: null,
  ...overrides,
});

export const pageOf = (items: Notification[], unread: number, cursor: string | null = null): NotificationPage => ({ items, unread, cursor });
