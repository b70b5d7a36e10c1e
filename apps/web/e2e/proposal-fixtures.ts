import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, signIn } from './helpers.ts';

/** A proposal as the list call returns it on the wire (snake_case). */
export interface WireProposal {
  id: string;
  name: string;
  brand_name: string;
  value: number;
  accepts_negotiations: boolean;
  is_silvers_alloweds: boolean;
  has_applied: boolean;
  missing_features: string[];
  categories_of_influencer: string[];
}

/**
 * The open proposals as a demo account sees them, read from the real API, so the tests pick
 * proposals by their properties rather than by seed names that may change.
 */
export async function proposalsFor(request: APIRequestContext, email: string): Promise<WireProposal[]> {
  const token = await apiToken(request, email);
  const list = await request.post('/v3/proposal/', { data: { page_size: 50 }, headers: { authorization: `Bearer ${token}` } });
  expect(list.ok()).toBe(true);
  return ((await list.json()) as { items: WireProposal[] }).items;
}

/** The first proposal matching, failing loudly when the seed no longer has one. */
export function pick(proposals: WireProposal[], why: string, matches: (proposal: WireProposal) => boolean): WireProposal {
  const found = proposals.find(matches);
  if (!found) throw new Error(`The demo data has no proposal that is ${why}`);
  return found;
}

export const canSend = (proposal: WireProposal) => proposal.missing_features.length === 0 && !proposal.has_applied;

export async function signInAndOpenPublis(page: Page, email: string, search = '') {
  await page.goto('/login');
  await signIn(page, email);
  await expect(page.getByRole('img', { name: /^Nível/ }).first()).toBeVisible();
  await page.goto(`/publis${search}`);
  await expect(page.getByRole('heading', { name: 'Buscar publis' })).toBeVisible();
}

/** The card of a proposal: an article named by its (possibly truncated) title, found by its brand. */
export const cardOf = (page: Page, proposal: WireProposal) => page.getByRole('article').filter({ hasText: proposal.brand_name });

/**
 * Opens a card's details and waits until they have finished opening, as a person reads them
 * before following a link there: during the 200 ms opening the page still moves, and a press and
 * release that land on different elements make no click (twice in CI a link pressed 66 ms in
 * led nowhere).
 */
export async function openDetails(card: Locator) {
  await card.getByRole('button', { name: 'Ver detalhes' }).click();
  // Read once open: a card the server drew is drawn again by the app, with ids of its own.
  const less = card.getByRole('button', { name: 'Ver menos' });
  await expect(less).toBeVisible();
  await expect(card.page().locator(`[id="${await less.getAttribute('aria-controls')}"]`)).toHaveCSS('overflow', 'visible');
}
