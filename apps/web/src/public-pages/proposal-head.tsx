import type { PublicProposal } from '@ma/api-client/schemas';
import { proposalShareUrl } from '@ma/domain';
import { proposalPageDescription, proposalPageTitle, proposalPreviewImage } from '../features/proposals/public/proposal-preview.ts';

/**
 * The head of a public proposal's page: title '{name} | {brand}', description (the
 * partnership type and value, then the start of the description), canonical address, and the
 * Open Graph and Twitter tags with the brand's logo as image. React escapes every attribute.
 */
export function ProposalHead({ proposal, origin }: { proposal: PublicProposal; origin: string }) {
  const url = proposalShareUrl(origin, proposal.id);
  const title = proposalPageTitle(proposal);
  const description = proposalPageDescription(proposal);
  const image = proposalPreviewImage(origin, proposal);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Mais Alcance" />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image} />}
      {image && <meta property="og:image:alt" content={`Logo de ${proposal.brandName}`} />}
      {/* The logo is a small square: the summary card shows it whole. */}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
    </>
  );
}
