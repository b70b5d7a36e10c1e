import type { PublicProposal } from '@ma/api-client/schemas';
import { proposalShareUrl } from '@ma/domain';
import { PreviewTags } from './preview-tags.tsx';
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
    // The logo is a small square: the summary card shows it whole.
    <PreviewTags
      title={title}
      description={description}
      url={url}
      type="website"
      image={image}
      imageAlt={`Logo de ${proposal.brandName}`}
      card="summary"
    />
  );
}
