import type { Deal, Deliverable } from '../schemas/deliverables.ts';

// A deal as both sides' apps read it (GET …/applications/:id/deliverables), for the creator's and
// the brand's deliverables panels; a test overrides the part it is about.

/** The first post or story of a deal, not handed in yet. */
export const deliverableFixture = (kind: 'post' | 'story', changes: Partial<Deliverable> = {}): Deliverable => ({
  item: `${kind}-1`,
  kind,
  position: 1,
  state: 'pending',
  url: null,
  note: null,
  handedInAt: null,
  reviewedAt: null,
  confirmedAt: null,
  ...changes,
});

/** Ana Clara's accepted application to 'Glow de Verão', open, with a post and a story to hand in. */
export const dealFixture = (changes: Partial<Deal> = {}): Deal => ({
  applicationId: '3b7e2f0c-2a3b-4c5d-8e9f-0a1b2c3d4e5f',
  proposalName: 'Glow de Verão',
  brandName: 'Lumière',
  creatorName: 'Ana Clara',
  valueCents: 150_000,
  state: 'open',
  acceptedAt: '2026-11-20T12:00:00.000Z',
  concludedAt: null,
  items: [deliverableFixture('post'), deliverableFixture('story')],
  ...changes,
});
