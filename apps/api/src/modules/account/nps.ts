import { DAY_MS } from '@ma/domain';

/** The survey's rhythm (docs/decisions/006-nps.md). */
export const NPS_RULE = {
  /** A new account is asked once it has had time to use the product. */
  firstAskAfterDays: 7,
  /** After an answer, the next one is a new quarter's opinion. */
  askAgainAfterAnswerDays: 90,
  /** "Not now" is respected for two weeks, then asked again. */
  askAgainAfterDismissalDays: 14,
} as const;

export interface NpsHistory {
  createdAt: Date;
  lastAnsweredAt: Date | null;
  lastDismissedAt: Date | null;
}

const daysBetween = (earlier: Date, later: Date) => (later.getTime() - earlier.getTime()) / DAY_MS;

/** Whether an account this young can be due at all. */
export const oldEnoughForNps = (createdAt: Date, now: Date): boolean => daysBetween(createdAt, now) >= NPS_RULE.firstAskAfterDays;

/**
 * `view.nps` of the account info (docs/product/accounts-and-levels.md): due 7 days after sign-up, then not
 * again for 90 days after an answer nor for 14 days after a dismissal.
 */
export function npsDue(history: NpsHistory, now: Date): boolean {
  if (!oldEnoughForNps(history.createdAt, now)) return false;
  if (history.lastAnsweredAt && daysBetween(history.lastAnsweredAt, now) < NPS_RULE.askAgainAfterAnswerDays) return false;
  if (history.lastDismissedAt && daysBetween(history.lastDismissedAt, now) < NPS_RULE.askAgainAfterDismissalDays) return false;
  return true;
}

/** The moment before which an answer still counts as recent (a second one is refused). */
export const recentAnswerCutoff = (now: Date): Date => new Date(now.getTime() - NPS_RULE.askAgainAfterAnswerDays * DAY_MS);
