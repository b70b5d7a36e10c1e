import type { ConnectServices } from './connect-services.ts';

/** The demo stand-ins of Facebook's and TikTok's pages and APIs (connect.runtime.ts), served under /demo/. */
export interface DemoProviders {
  fetch: (request: Request) => Response | Promise<Response>;
}

/** What the connect module adds to the app's services (its manifest's `provide`). */
export interface ConnectModuleServices {
  /** Instagram and TikTok (each absent when not configured) and the cipher of their tokens. */
  connect: ConnectServices;
  /** The demo's stand-ins of the networks, at the origin of the request; undefined outside the demo. */
  demoProviders: DemoProviders | undefined;
}

/** Its options, read from the environment by its `configure` (connect.runtime.ts). */
export interface ConnectOptions {
  /** Instagram and TikTok, and the cipher of their tokens. Default: neither network, a cipher keyed from the JWT secret. */
  connect?: ConnectServices;
  /** The demo stand-ins of the networks, served as they are. Default: none. */
  demoProviders?: DemoProviders;
}
