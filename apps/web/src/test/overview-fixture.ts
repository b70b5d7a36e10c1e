import type { AccountInfo, Overview, Proposal } from '@ma/api-client/schemas';
import type { Level } from '@ma/domain';
import { accountOf } from './account-fixture.ts';
import { pending, type Reply } from './fake-api.ts';
import { proposalFixture } from '@ma/api-client/testing';

// The answers home and /monetize read (GET /v3/account/me and GET /v3/account/overview), as each
// demo level would get them; a test overrides the part it is about.

export const ACCOUNT_INFO = '/v3/account/me';
export const OVERVIEW = '/v3/account/overview';

export const accountFixture = (level: Level, name = 'Ana Clara Souza'): AccountInfo => accountOf({ name, level, email: 'ana@example.com' });

/** A proposal as the overview shows it: new, for a creator who has not connected a network yet. */
export const overviewProposalFixture = (overrides: Partial<Proposal> = {}): Proposal =>
  proposalFixture({ id: 'proposal-1', description: null, isNew: true, isConnected: false, ...overrides });

const thirtyDays = (views: (day: number) => number) =>
  Array.from({ length: 30 }, (_, day) => ({ date: `2026-10-${String(day + 1).padStart(2, '0')}`, views: views(day) }));

const progressOf = (done: [boolean, boolean, boolean]): Overview['progress'] => {
  const steps = (['media_kit', 'instagram', 'tiktok'] as const).map((step, index) => ({ step, done: done[index] ?? false }));
  const level: Level = done[1] && done[2] ? 'gold' : done[0] ? 'silver' : 'bronze';
  return { level, steps, nextStep: steps.find((entry) => !entry.done)?.step ?? null };
};

const doneByLevel: Record<Level, [boolean, boolean, boolean]> = {
  bronze: [false, false, false],
  silver: [true, false, false],
  gold: [true, true, true],
};

/** A creator at `level` with figures in every area (nothing empty). */
export const overviewFixture = (level: Level, overrides: Partial<Overview> = {}): Overview => ({
  progress: progressOf(doneByLevel[level]),
  credits: { balance: 12 },
  applications: { pending: 2, accepted: 1, rejected: 3 },
  proposals: {
    fitting: 5,
    top: [
      overviewProposalFixture(),
      overviewProposalFixture({
        id: 'proposal-2',
        name: 'Lançamento da linha fit',
        brandName: 'Vibe Fit',
        partnershipType: 'permuta',
        valueCents: 80_000,
      }),
      overviewProposalFixture({
        id: 'proposal-3',
        name: 'Cafés especiais',
        brandName: 'Sabor de Minas',
        partnershipType: 'afilacao',
        valueCents: 123_450,
      }),
    ],
  },
  mediaKit: {
    complete: level !== 'bronze',
    missing: level === 'bronze' ? ['picture', 'bio', 'location', 'niches'] : [],
    username: 'ana-clara',
    url: 'https://maisalcance.example/ana-clara',
    reachable: level !== 'bronze',
    shared: true,
    viewsLast30Days: 47,
    viewsByDay: thirtyDays((day) => (day % 3 === 0 ? 3 : 1)),
  },
  affiliate: { registered: true, month: 10, year: 2026, monthEarningsCents: 24_990, monthCommissions: 4 },
  ...overrides,
});

/** The same figures with nothing yet in any area: a new creator. */
export const emptyOverviewFixture = (level: Level): Overview =>
  overviewFixture(level, {
    credits: { balance: 0 },
    applications: { pending: 0, accepted: 0, rejected: 0 },
    proposals: { fitting: 0, top: [] },
    mediaKit: { ...overviewFixture(level).mediaKit, shared: false, viewsLast30Days: 0, viewsByDay: thirtyDays(() => 0) },
    affiliate: { registered: false, month: 10, year: 2026, monthEarningsCents: 0, monthCommissions: 0 },
  });

/** A server that answers the overview with `overview` and leaves every other call pending. */
export const answering =
  (overview: Overview): Reply =>
  (method, path) =>
    method === 'get' && path === OVERVIEW ? Promise.resolve(overview) : pending();
