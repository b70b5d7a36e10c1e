import type { RouteHandler } from '@hono/zod-openapi';
import { overviewSchema } from '@ma/api-client/schemas';
import type { AuthedEnv } from '../../lib/types.ts';
import type { AppServices } from '../services.ts';
import { toWire } from '../../lib/wire.ts';
import { readBalance } from '../credits/credit-ledger.ts';
import { affiliateFigures, applicationCounts, mediaKitFigures, progressOf, proposalFigures } from './overview.repository.ts';
import type { OverviewRoute } from './overview.routes.ts';

/** What the overview reads. */
export type OverviewNeeds = Pick<AppServices, 'db' | 'clock' | 'logger' | 'appOrigin' | 'proposalLists'>;

export const overview: RouteHandler<OverviewRoute, AuthedEnv<OverviewNeeds>> = async (c) => {
  const { services, user } = c.var;
  const { db, clock, logger, proposalLists } = services;
  // One instant for every figure, so that the day and the month agree with each other.
  const now = clock.now();
  const { progress, kit } = progressOf(user);
  // The stored level is the one /me, the sidebar and the apply gating read; both come from the
  // same facts, so a difference is a write that forgot refreshLevel.
  if (progress.level !== user.level) logger.warn('overview: stored level differs from its facts', { userId: user.id });
  const [balance, applications, proposals, views, affiliate] = await Promise.all([
    readBalance(db, user.id),
    applicationCounts(db, user.id),
    proposalFigures(proposalLists, user, now),
    mediaKitFigures(db, user.id, now),
    affiliateFigures(db, user.id, now),
  ]);
  const body = {
    progress,
    credits: { balance },
    applications,
    proposals,
    mediaKit: { ...kit, username: user.username, url: `${services.appOrigin}/${user.username}`, ...views },
    affiliate,
  };
  return c.json(toWire(overviewSchema, body), 200);
};
