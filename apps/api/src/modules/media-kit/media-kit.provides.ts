import type { VisitCounter } from './kit-views.ts';
import type { KitQueries } from './media-kit.repository.ts';
import type { PreviewImages } from './preview-store.ts';

/** What the media-kit module adds to the app's services (its manifest's `provide`). */
export interface MediaKitServices {
  /** The media-kit reads, prepared once (the public page runs them on every visit). */
  kits: KitQueries;
  /** Counts the visits of the public media kits (written in batches). */
  visits: VisitCounter;
  /** The kits' link-preview images, drawn once per version. */
  previews: PreviewImages;
}

/** Its options (tests set them; main.ts leaves the defaults). */
export interface MediaKitOptions {
  /** How long media-kit visits gather before one write; 0 writes each at once. Default: 1000 ms. */
  visitFlushMs?: number;
}
