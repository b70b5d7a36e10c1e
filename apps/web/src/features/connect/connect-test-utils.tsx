import type { Connections, NetworkConnection } from '@ma/api-client/schemas';
export { accountOf } from '../../test/account-fixture.ts';

export const notConnected = (network: NetworkConnection['network']): NetworkConnection => ({
  network,
  state: 'not_connected',
  username: null,
  displayName: null,
  avatarUrl: null,
  followers: null,
  posts: null,
  likes: null,
  averageLikes: null,
  averageComments: null,
  engagementRate: null,
  connectedAt: null,
  statsUpdatedAt: null,
  refreshAvailableAt: null,
});

export const activeInstagram = (overrides: Partial<NetworkConnection> = {}): NetworkConnection => ({
  network: 'instagram',
  state: 'active',
  username: 'maria.cozinha',
  displayName: 'Maria Souza',
  avatarUrl: null,
  followers: 12_500,
  posts: 340,
  likes: null,
  averageLikes: 500,
  averageComments: 31,
  engagementRate: 4.25,
  connectedAt: '2025-05-01T12:00:00.000Z',
  statsUpdatedAt: '2025-05-10T15:00:00.000Z',
  refreshAvailableAt: null,
  ...overrides,
});

export const connectionsOf = (
  networks: NetworkConnection[],
  providers: Connections['providers'] = { instagram: 'live', tiktok: 'live' },
): Connections => ({ networks, providers });
