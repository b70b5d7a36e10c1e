import type { ReviewedProposal } from '@ma/api-client/brand';
import { formatCents, formatCnpj, partnershipTypeLabels, reaisToCentavos } from '@ma/domain';
import { Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { Field, WhoMayApply } from '../proposals/proposal-terms.tsx';

// The words of the back office's proposal page (features/proposals/proposal-page.tsx), so an
// operator reads a brand's proposal as they read the published ones.

/** A brand's proposal, every field as the brand wrote it, read-only (the review's 'Ver'). */
export function BrandProposalView({ proposal }: { proposal: ReviewedProposal }) {
  const { fields } = proposal;
  return (
    <Stack>
      {fields.logoUrl && (
        <Image src={fields.logoUrl} alt={`Logo de ${fields.brandName}`} h={64} w="auto" fit="contain" style={{ alignSelf: 'flex-start' }} />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Field label="Conta de marca">
          {proposal.brand.name} · {formatCnpj(proposal.brand.cnpj)}
        </Field>
        <Field label="Marca na proposta">{fields.brandName}</Field>
        <Field label="Valor">
          {formatCents(reaisToCentavos(fields.value))}
          {fields.acceptsNegotiations ? ' · negociável' : ''}
        </Field>
        <Field label="Parceria">{partnershipTypeLabels[fields.partnershipType]}</Field>
        <Field label="Negociação">{fields.acceptsNegotiations ? 'Aceita contrapropostas' : 'Valor fechado'}</Field>
        <WhoMayApply terms={fields} />
        {fields.isMappingInfluencers && <Field label="Mapeamento">Sim</Field>}
      </SimpleGrid>
      <Field label="Descrição">
        {fields.description ? (
          <span style={{ whiteSpace: 'pre-wrap' }}>{fields.description}</span>
        ) : (
          <Text span size="sm" c="dimmed">
            Sem descrição.
          </Text>
        )}
      </Field>
    </Stack>
  );
}
