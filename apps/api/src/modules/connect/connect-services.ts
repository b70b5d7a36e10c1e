import { networkLabels, type SocialNetwork } from '@ma/domain';
import { apiError } from '../../lib/errors.ts';
import type { InstagramProvider, TikTokProvider } from './providers/provider.ts';
import type { TokenCipher } from './token-cipher.ts';

/** How a network is reached: the real provider ('live'), or the labelled demo stand-in ('demo'). */
export interface Configured<P> {
  provider: P;
  mode: 'live' | 'demo';
}

/** What the connect module runs on; a network left out is not configured on this server. */
export interface ConnectServices {
  instagram?: Configured<InstagramProvider>;
  tiktok?: Configured<TikTokProvider>;
  cipher: TokenCipher;
  /**
   * The same networks with the demo's pages served at `origin`: the demo without APP_ORIGIN
   * answers at whatever address the browser used (connect.runtime.ts, app.ts). Absent when
   * every network has one address.
   */
  at?: (origin: string) => ConnectServices;
}

/** Where each provider sends the browser back: pages of the web app, which call the API. */
export const RETURN_PATHS = {
  instagram: '/media-kit/connect/instagram-api',
  publicInstagram: '/instagram/connect',
  tiktok: '/media-kit/connect/tiktok',
  /** 'Confirmar com o Instagram' of the re-authentication dialog (docs/decisions/025-re-authentication.md). */
  reauthInstagram: '/account/confirm-instagram',
} as const;

export function providerMode(connect: ConnectServices, network: SocialNetwork): 'live' | 'demo' | 'not_configured' {
  return connect[network]?.mode ?? 'not_configured';
}

/** The network's provider, or 404 CONNECT_NOT_CONFIGURED. */
export function requireProvider<N extends SocialNetwork>(connect: ConnectServices, network: N): NonNullable<ConnectServices[N]>['provider'] {
  const configured = connect[network];
  if (!configured) throw apiError('CONNECT_NOT_CONFIGURED', networkLabels[network]);
  return configured.provider as NonNullable<ConnectServices[N]>['provider'];
}
