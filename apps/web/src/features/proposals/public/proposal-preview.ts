import type { PublicProposal } from '@ma/api-client/schemas';
import { partnershipTypeLabels, formatCents } from '@ma/domain';

const DESCRIPTION_LENGTH = 160;
const truncate = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** The page's title, in the tab and in link previews: '{name} | {brand}'. */
export const proposalPageTitle = (proposal: Pick<PublicProposal, 'name' | 'brandName'>): string => `${proposal.name} | ${proposal.brandName}`;

/** The link preview's text: the partnership type and value, then the start of the description. */
export function proposalPageDescription(proposal: Pick<PublicProposal, 'partnershipType' | 'valueCents' | 'description' | 'brandName'>): string {
  const offer = `${partnershipTypeLabels[proposal.partnershipType]}: ${formatCents(proposal.valueCents)}`;
  const about = proposal.description?.replace(/\s+/g, ' ').trim();
  return about ? `${offer} · ${truncate(about, DESCRIPTION_LENGTH)}` : `${offer} · Proposta de ${proposal.brandName} para criadores de conteúdo.`;
}

/**
 * The link preview's image: the brand's logo. A crawler cannot read a data: URL, so such a
 * logo is pointed at the API, which serves it as an image (GET /v3/proposal/{id}/logo).
 * Undefined without a logo.
 */
export function proposalPreviewImage(origin: string, proposal: Pick<PublicProposal, 'id' | 'logoUrl'>): string | undefined {
  if (!proposal.logoUrl) return undefined;
  if (/^https?:\/\//i.test(proposal.logoUrl)) return proposal.logoUrl;
  return `${origin}/v3/proposal/${encodeURIComponent(proposal.id)}/logo`;
}

/**
 * /publis searching for this proposal with its card open (`open`), as the app's router writes
 * the query: text that would read as JSON ('123', 'true') goes in quotes so that it stays text.
 */
export function proposalSearchHref(name: string, id: string): string {
  const q = name.slice(0, 100);
  let asJson = false;
  try {
    JSON.parse(q);
    asJson = true;
  } catch {
    // Plain text, written as is.
  }
  return `/publis?${new URLSearchParams({ q: asJson ? JSON.stringify(q) : q, open: id }).toString()}`;
}

/**
 * Where a guest who came for this proposal logs in ('/', as SPEC's public page says: the private
 * home sends a guest to /login) or signs up ('/register'), carrying it: the app keeps its id and
 * offers it after the sign-in (apps/web/src/features/auth/pending-proposal.ts).
 */
export const guestHref = (page: '/' | '/register', proposalId: string): string =>
  `${page}?${new URLSearchParams({ proposal: proposalId }).toString()}`;
