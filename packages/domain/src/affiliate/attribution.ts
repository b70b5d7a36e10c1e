import { DAY_MS, MINUTE_MS } from '../calendar.ts';

// Which orders a click may be credited with (docs/product/affiliate.md, "Conversions"): the brand
// dates the order (`occurred_at`), the click id carries the second of the click, signed by us.

/**
 * How far the brand's clock may be from ours. Its deliveries are already held to it (their
 * X-Timestamp), so an order stamped a little before the click, or a little after our now, is a
 * clock apart, not a lie.
 */
export const ORDER_CLOCK_SKEW_MS = 5 * MINUTE_MS;

export type OrderTimeProblem = 'before-click' | 'after-cookie-window' | 'in-future';

/**
 * Why an order cannot be credited to a click, or null when it can: it must come after the click
 * and within the brand's cookie window of it, and not after now. An order dated before its click
 * was not brought by it, and one dated in the past would be approved at once, its holding period
 * (counted from the order) skipped; one dated in the future would push its approval away.
 */
export function orderTimeProblem(order: { orderedAt: Date; clickedAt: Date; cookieDays: number; now: Date }): OrderTimeProblem | null {
  const ordered = order.orderedAt.getTime();
  const clicked = order.clickedAt.getTime();
  if (Number.isNaN(ordered) || ordered < clicked - ORDER_CLOCK_SKEW_MS) return 'before-click';
  if (ordered > order.now.getTime() + ORDER_CLOCK_SKEW_MS) return 'in-future';
  if (ordered > clicked + order.cookieDays * DAY_MS) return 'after-cookie-window';
  return null;
}
