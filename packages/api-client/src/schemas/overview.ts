import { kitChecklistLabels, levelSteps, type KitChecklistItem } from '@ma/domain';
import { z } from 'zod';
import { levelSchema } from './common.ts';
import { proposalInCentsSchema, proposalSchema } from './proposal.ts';

const count = z.number().int().nonnegative();
const kitChecklistItems = Object.keys(kitChecklistLabels) as [KitChecklistItem, ...KitChecklistItem[]];

/** One day of the kit's views, São Paulo calendar day `yyyy-mm-dd`. */
export const viewsOnDaySchema = z.object({ date: z.string(), views: count });
export type ViewsOnDay = z.infer<typeof viewsOnDaySchema>;

/**
 * GET /v3/account/overview: everything home and /monetize show, computed by the server from the
 * creator's own rows (docs/product/home-and-monetize.md). No figure here is ever estimated: an
 * area the creator has not started answers its empty state (0, null, false), never a guess.
 */
export const overviewSchema = z.object({
  /** The way to Ouro (`levelProgress` in @ma/domain). */
  progress: z.object({
    level: levelSchema,
    steps: z.array(z.object({ step: z.enum(levelSteps), done: z.boolean() })),
    nextStep: z.enum(levelSteps).nullable(),
  }),
  credits: z.object({ balance: count }),
  /** The creator's applications by status. */
  applications: z.object({ pending: count, accepted: count, rejected: count }),
  proposals: z.object({
    /** Open proposals this creator may apply to now (gating passes, nothing missing, not applied). */
    fitting: count,
    /** Up to 3 of them, the newest first. */
    top: z.array(proposalSchema).max(3),
  }),
  mediaKit: z.object({
    complete: z.boolean(),
    /** What the kit still lacks for Prata, in the editor's checklist order. */
    missing: z.array(z.enum(kitChecklistItems)),
    username: z.string(),
    /** The public address to share: {origin}/{username}. */
    url: z.string(),
    /** Brands can reach her from the kit: a WhatsApp or an e-mail, its contact section shown. */
    reachable: z.boolean(),
    /** True once the public kit has had a visitor. */
    shared: z.boolean(),
    viewsLast30Days: count,
    /** The last 30 São Paulo days, oldest first, every day present (0 when nobody came). */
    viewsByDay: z.array(viewsOnDaySchema),
  }),
  affiliate: z.object({
    registered: z.boolean(),
    /** The current São Paulo month, 1-12, and its year. */
    month: z.number().int().min(1).max(12),
    year: z.number().int(),
    /** Commissions of orders this month, canceled ones left out, in centavos (the commissions screen's `totals.all`). 0 when not registered. */
    monthEarningsCents: z.number().int().nonnegative(),
    monthCommissions: count,
  }),
});
export type OverviewInReais = z.infer<typeof overviewSchema>;

/** The overview as the app reads it: its proposals with `valueCents` (proposal.ts, "Money as the app reads it"). */
export const overviewInCentsSchema = overviewSchema.extend({
  proposals: overviewSchema.shape.proposals.extend({ top: z.array(proposalInCentsSchema).max(3) }),
});
export type Overview = z.output<typeof overviewInCentsSchema>;
