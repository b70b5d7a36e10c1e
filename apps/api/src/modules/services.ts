import type { ApiModule } from '../lib/module.ts';
import type { Platform } from '../lib/types.ts';
import type { AffiliateOptions, AffiliateServices } from './affiliate/affiliate.provides.ts';
import type { AiraOptions, AiraServices } from './aira/aira.provides.ts';
import type { ConfigOptions, ConfigServices } from './config/config.provides.ts';
import type { ConnectModuleServices, ConnectOptions } from './connect/connect.provides.ts';
import type { CreditsServices } from './credits/credits.provides.ts';
import type { MediaKitOptions, MediaKitServices } from './media-kit/media-kit.provides.ts';
import type { NotificationsOptions, NotificationsServices } from './notifications/notifications.provides.ts';
import type { OperatorsOptions, OperatorsServices } from './operators/operators.provides.ts';
import type { ProposalsServices } from './proposals/proposals.provides.ts';
import type { ReauthServices } from './reauth/reauth.provides.ts';
import type { VoiceModuleServices, VoiceOptions } from './voice/voice.provides.ts';

/**
 * The services of an app: the platform's, and those each module provides (its manifest's
 * `provide`, typed in its `<name>.provides.ts`). A handler is typed with the few of these it
 * uses (`AuthedEnv<Pick<AppServices, …>>`). This file imports only the modules' `.provides.ts`
 * files, which import no handler, so that no import circle runs through it.
 */
export type AppServices = Platform &
  MediaKitServices &
  AffiliateServices &
  ConfigServices &
  ConnectModuleServices &
  AiraServices &
  VoiceModuleServices &
  CreditsServices &
  ProposalsServices &
  NotificationsServices &
  OperatorsServices &
  ReauthServices;

/**
 * The modules' own options: what each module's `configure` reads from the environment (main.ts),
 * or a test passes to `createApp` beside the platform's `AppDeps`.
 */
export type ModuleOptions = AffiliateOptions &
  AiraOptions &
  ConfigOptions &
  ConnectOptions &
  MediaKitOptions &
  NotificationsOptions &
  OperatorsOptions &
  VoiceOptions;

/** A module of this API (lib/module.ts), over this app's services and the modules' options. */
export type AppModule = ApiModule<AppServices, ModuleOptions>;
