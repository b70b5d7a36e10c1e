import { proposalFiltersSchema, type OverviewInReais } from '@ma/api-client/schemas';
import { isMediaKitComplete, levelProgress, missingKitItems, saoPauloDay, saoPauloMonth } from '@ma/domain';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { applications } from '../../db/schema.ts';
import type { SessionUser } from '../account/account.repository.ts';
import { mediaKitFieldsOf } from '../account/level.ts';
import { findAffiliate, monthTotals } from '../affiliate/affiliate.repository.ts';
import { countKitViews, kitReachable, kitViewsByDay } from '../media-kit/media-kit.repository.ts';
import { creatorProfile } from '../proposals/creator-profile.ts';
import { toCreatorProposal } from '../proposals/proposal-view.ts';
import { listProposalsForCreator, type ProposalLists } from '../proposals/proposals.repository.ts';

/** How many fitting proposals home shows. */
const TOP_PROPOSALS = 3;

/**
 * The way to Ouro and the kit's checklist, from the facts the stored level is computed from
 * (account/level.ts): the kit's fields and the connected networks.
 */
export function progressOf(user: Readonly<SessionUser>) {
  const fields = mediaKitFieldsOf(user);
  const complete = isMediaKitComplete(fields);
  const progress = levelProgress({ mediaKitComplete: complete, connectedNetworks: user.socials.map((social) => social.network) });
  return { progress, kit: { complete, missing: missingKitItems(fields) } };
}

/** The creator's applications by status, 0 for a status with none. */
export async function applicationCounts(db: Database, userId: string): Promise<OverviewInReais['applications']> {
  const rows = await db
    .select({ status: applications.status, count: count() })
    .from(applications)
    .where(eq(applications.userId, userId))
    .groupBy(applications.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { pending: of('pending'), accepted: of('accepted'), rejected: of('rejected') };
}

// The list's own "may apply now" filter (/publis' onlyEligible), newest first: its total is the
// count and its first page the top, so the two can never disagree with the list.
const fittingFilters = proposalFiltersSchema.parse({ onlyEligible: true, sort: 'newest', page: 1, pageSize: TOP_PROPOSALS });

/** The open proposals this creator may apply to now, and the newest of them as the list shows them. */
export async function proposalFigures(lists: ProposalLists, user: Readonly<SessionUser>, now: Date): Promise<OverviewInReais['proposals']> {
  const creator = creatorProfile(user);
  const { rows, total } = await listProposalsForCreator(lists, creator, fittingFilters, now);
  return { fitting: total, top: rows.map((row) => toCreatorProposal(row, creator.isConnected, now)) };
}

/** Whether brands can reach her from the kit, and its visitors: ever (shared), over the last 30 São Paulo days, and on each of them. */
export async function mediaKitFigures(db: Database, userId: string, now: Date) {
  const today = saoPauloDay(now);
  const [reachable, counts, viewsByDay] = await Promise.all([
    kitReachable(db, userId),
    countKitViews(db, userId, today),
    kitViewsByDay(db, userId, today),
  ]);
  return { reachable, shared: counts.total > 0, viewsLast30Days: counts.thirtyDays, viewsByDay };
}

/** The affiliate program this São Paulo month: the commissions not canceled and what they add up to. */
export async function affiliateFigures(db: Database, userId: string, now: Date): Promise<OverviewInReais['affiliate']> {
  const { year, month } = saoPauloMonth(now);
  const registered = (await findAffiliate(db, userId)) !== undefined;
  if (!registered) return { registered, year, month, monthEarningsCents: 0, monthCommissions: 0 };
  const { totals, countNotCanceled } = await monthTotals(db, userId, year, month);
  return { registered, year, month, monthEarningsCents: totals.all, monthCommissions: countNotCanceled };
}
