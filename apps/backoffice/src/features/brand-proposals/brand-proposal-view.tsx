import type { ReviewedProposal } from '@ma/api-client/brand';
import { audienceGenderLabels, formatCents, formatCnpj, formatDate, formatFollowers, partnershipTypeLabels, reaisToCentavos } from '@ma/domain';
import { Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

// The words of the back office's proposal page (features/proposals/proposal-page.tsx), so an
// operator reads a brand's proposal as they read the published ones.

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

const range = (min: number | null, max: number | null, format: (value: number) => string) =>
  min === null && max === null
    ? 'Qualquer'
    : min === null
      ? `Até ${format(max ?? 0)}`
      : max === null
        ? `A partir de ${format(min)}`
        : `${format(min)} a ${format(max)}`;

/** A brand's proposal, every field as the brand wrote it, read-only (the review's 'Ver'). */
export function BrandProposalView({ proposal }: { proposal: ReviewedProposal }) {
  const { fields } = proposal;
  const places = fields.locationOfInfluencer.map((place) => (place.city.length ? `${place.city.join(', ')} (${place.state})` : place.state));
  const ages =
    fields.audienceMinAge !== null || fields.audienceMaxAge !== null ? `${range(fields.audienceMinAge, fields.audienceMaxAge, String)} anos` : null;
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
        <Field label="Níveis">{fields.isSilversAlloweds ? 'Ouro e Prata' : 'Só Ouro'}</Field>
        <Field label="Validade">{fields.validUntil ? `Até ${formatDate(fields.validUntil)}` : 'Sempre ativa'}</Field>
        <Field label="Nichos">{fields.categoriesOfInfluencer.join(', ') || 'Todos'}</Field>
        <Field label="Seguidores">{range(fields.minFollowers, fields.maxFollowers, formatFollowers)}</Field>
        <Field label="Onde mora">{places.join('; ') || 'Todo o Brasil'}</Field>
        <Field label="Público">
          {[fields.audienceStates?.join(', '), ages, fields.audienceGender ? audienceGenderLabels[fields.audienceGender] : null]
            .filter(Boolean)
            .join(' · ') || 'Qualquer'}
        </Field>
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
