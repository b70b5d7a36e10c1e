/** The VIP group's invitation as the web shows it: `demo` labels the demo's stand-in. */
export interface VipGroup {
  url: string;
  demo: boolean;
}

/** What the config module adds to the app's services (its manifest's `provide`). */
export interface ConfigServices {
  /** 'Entrar no grupo VIP' on /credits; null shows the group as unavailable. */
  vipGroup: VipGroup | null;
}

/** Its options, read from the environment by its `configure`. */
export interface ConfigOptions {
  /** Default: none (tests; production without VIP_GROUP_URL). */
  vipGroup?: VipGroup | null;
}
