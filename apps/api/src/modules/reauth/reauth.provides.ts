import type { ReauthTokens } from '../../auth/reauth.ts';

/** What the re-authentication module adds to the app's services (its manifest's `provide`). */
export interface ReauthServices {
  /** Proofs of re-authentication and the challenges of mailed codes (docs/decisions/025-re-authentication.md). */
  reauth: ReauthTokens;
}
