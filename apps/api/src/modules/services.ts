import type { AppDeps } from '../app.ts';
import type { ApiModule } from '../lib/module.ts';
import type { Platform } from '../lib/types.ts';
import type { AffiliateServices } from './affiliate/affiliate.index.ts';
import type { AiraServices } from './aira/aira.index.ts';
import type { ConnectModuleServices } from './connect/connect.index.ts';
import type { CreditsServices } from './credits/credits.index.ts';
import type { MediaKitServices } from './media-kit/media-kit.index.ts';
import type { NotificationsServices } from './notifications/notifications.index.ts';
import type { ProposalsServices } from './proposals/proposals.index.ts';
import type { ReauthServices } from './reauth/reauth.index.ts';
import type { VoiceModuleServices } from './voice/voice.index.ts';

/**
 * The services of an app: the platform's, and those each module provides (its manifest's
 * `provide`). A handler is typed with the few of these it uses (`AuthedEnv<Pick<AppServices, …>>`).
 */
export type AppServices = Platform &
  MediaKitServices &
  AffiliateServices &
  ConnectModuleServices &
  AiraServices &
  VoiceModuleServices &
  CreditsServices &
  ProposalsServices &
  NotificationsServices &
  ReauthServices;

/** A module of this API (lib/module.ts), over this app's services and options. */
export type AppModule = ApiModule<AppServices, AppDeps>;
