import type { Idea, IdeaGeneration, IdeaStreamEvent, Proposal } from '@ma/api-client/schemas';
import { pending, type Reply, type FakeRequestOptions } from '../../test/fake-api.ts';
import { PROPOSAL_ID } from '@ma/api-client/testing';
export { callsTo, fakeApi, pending, type FakeRequestOptions, type Reply } from '../../test/fake-api.ts';
export { PROPOSAL_ID, proposalFixture } from '@ma/api-client/testing';
export { scriptFixture } from '../../test/ugc-script-fixture.ts';

/** Answers `get path` (or `post path` for the proposals list) with `body`, anything else with `others`. */
export const serving =
  (routes: Record<string, unknown>, others: Reply = pending): Reply =>
  (method, path, options) =>
    (method === 'get' || path === PROPOSALS) && Object.hasOwn(routes, path) ? Promise.resolve(routes[path]) : others(method, path, options);

export const PROPOSALS = '/v3/proposal/';
export const BALANCE = '/v3/voice-cloning/credits/balance';
export const IDEAS = '/v3/aira/ideas';
export const SCRIPTS = '/v3/aira/ugc-scripts';
export const proposalPage = (items: Proposal[]) => ({ items, page: 1, pageSize: 50, total: items.length, hasMore: false });

export const ideaFixture = (position: number, overrides: Partial<Idea> = {}): Idea => ({
  position,
  hook: `Gancho ${position + 1}: você já errou no protetor?`,
  body: `Roteiro ${position + 1}: mostre a textura seca na pele.`,
  callToAction: 'Comente "quero" para receber o link.',
  caption: `Legenda ${position + 1}`,
  hashtags: ['#lumiere', '#verao'],
  ...overrides,
});

export const generationFixture = (overrides: Partial<IdeaGeneration> = {}): IdeaGeneration => ({
  id: 'generation-1',
  source: 'proposal',
  proposalId: PROPOSAL_ID,
  title: 'Campanha de verão · Lumière',
  count: 3,
  cost: 3,
  status: 'completed',
  refunded: 0,
  provider: { kind: 'offline', model: null },
  ideas: [ideaFixture(0), ideaFixture(1), ideaFixture(2)],
  createdAt: '2026-10-05T15:00:00.000Z',
  ...overrides,
});

/** A stream the test feeds: `send` hands one line to the page, `end` closes the answer. */
export function controlledStream() {
  let onLine: ((line: IdeaStreamEvent) => void) | undefined;
  let end: () => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const reply = (options: FakeRequestOptions) => {
    onLine = options.onLine;
    return new Promise<undefined>((resolve, reject) => {
      end = () => resolve(undefined);
      fail = reject;
    });
  };
  return {
    reply,
    send: (line: IdeaStreamEvent) => onLine?.(line),
    end: () => end(),
    fail: (error: unknown) => fail(error),
  };
}
