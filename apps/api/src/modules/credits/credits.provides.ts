import type { PaidSignals } from './paid-signals.ts';

/** What the credits module adds to the app's services (its manifest's `provide`). */
export interface CreditsServices {
  /** Wakes the followers of a paid request in this process when it moves on (paid-request-flow.ts). */
  paidSignals: PaidSignals;
}
