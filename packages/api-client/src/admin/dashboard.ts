import { z } from 'zod';
import type { ApiClient } from '../client/create-client.ts';

// The back office's Painel (docs/product/backoffice.md, "Painel"): the platform's figures now,
// and its last 90 days by day (São Paulo time).

/** One day of the charts. */
export const dashboardDaySchema = z.object({
  /** AAAA-MM-DD, São Paulo time. */
  day: z.string(),
  newCreators: z.number().int(),
  applications: z.number().int(),
  /** Commissions of the orders of that day (canceled ones left out), in centavos. */
  commissionCents: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** GET /v3/admin/dashboard. */
export const dashboardSchema = z.object({
  /** Creators (accounts not deleted) per level. */
  creatorsByLevel: z.object({ bronze: z.number().int(), silver: z.number().int(), gold: z.number().int() }),
  /** Proposals published, not closed, not past their validity. */
  openProposals: z.number().int(),
  /** Applications since Monday 00:00 (São Paulo). */
  applicationsThisWeek: z.number().int(),
  /** Approved commissions not yet paid: how many, and their sum in centavos. */
  commissionsToPay: z.object({ count: z.number().int(), cents: z.number().int() }),
  /** Jobs that failed their last attempt (kept a week). */
  failedJobs: z.number().int(),
  /** The last 90 days, oldest first, every day present. */
  days: z.array(dashboardDaySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The Painel's figures and 90-day series (admin, support, finance). */
export const getDashboard = (api: ApiClient) => api.request('get', '/v3/admin/dashboard', { schema: dashboardSchema });
