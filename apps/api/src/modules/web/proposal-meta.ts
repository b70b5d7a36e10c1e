import { centavosToReais, formatBRL, partnershipTypeLabels, proposalShareUrl } from '@ma/domain';
import type { Database } from '../../db/database.ts';
import { isProposalId } from '../proposals/proposal-id.ts';
import { findOpenProposal } from '../proposals/proposals.repository.ts';
import type { PageMeta } from './render-index-html.ts';

const proposalPath = /^\/publi\/([^/]+)\/public\/?$/;
const DESCRIPTION_PREVIEW_LENGTH = 160;

const truncate = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * The link preview of a public proposal (/publi/{id}/public): its name and brand, the value
 * in BRL and the kind of partnership, and the logo. Undefined for any other path, or a
 * proposal nobody can see (unknown, closed, expired): those get the app's defaults.
 */
export async function proposalPageMeta(db: Database, page: { path: string; url: string }, now: Date): Promise<PageMeta | undefined> {
  const id = proposalPath.exec(page.path)?.[1];
  if (!id || !isProposalId(id)) return undefined;
  const proposal = await findOpenProposal(db, id.toLowerCase(), now);
  if (!proposal) return undefined;
  const origin = new URL(page.url).origin;
  const offer = `${partnershipTypeLabels[proposal.partnershipType]}: ${formatBRL(centavosToReais(proposal.valueCents))}`;
  const about = proposal.description?.trim();
  // Crawlers cannot read a data: URL; the API serves that logo as an image of its own.
  const image = !proposal.logoUrl ? null : /^https?:\/\//i.test(proposal.logoUrl) ? proposal.logoUrl : `${origin}/v3/proposal/${proposal.id}/logo`;
  return {
    title: `${proposal.name} | ${proposal.brandName}`,
    description: about
      ? `${offer} · ${truncate(about, DESCRIPTION_PREVIEW_LENGTH)}`
      : `${offer} · Proposta de ${proposal.brandName} para criadores de conteúdo.`,
    url: proposalShareUrl(origin, proposal.id),
    type: 'website',
    image,
  };
}
