import type { ClickRecorder } from './clicks.ts';
import type { LinkTargets } from './link-targets.ts';

/** What the affiliate module adds to the app's services (its manifest's `provide`). */
export interface AffiliateServices {
  /** The tracked links: their destinations (cached) and the clicks (written in batches). */
  affiliate: { clicks: ClickRecorder; linkTargets: LinkTargets };
}

/** Its options (tests set them; main.ts leaves the defaults). */
export interface AffiliateOptions {
  /** How long tracked-link clicks gather before one write; 0 writes each at once. Default: 1000 ms. */
  clickFlushMs?: number;
}
