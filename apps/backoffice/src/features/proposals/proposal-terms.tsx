import type { AdminProposal } from '@ma/api-client/admin';
import { audienceGenderLabels, formatDate, formatFollowers } from '@ma/domain';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One of a proposal's terms: its label above, its words below. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
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

type Terms = Pick<
  AdminProposal,
  | 'isSilversAlloweds'
  | 'validUntil'
  | 'categoriesOfInfluencer'
  | 'minFollowers'
  | 'maxFollowers'
  | 'locationOfInfluencer'
  | 'audienceStates'
  | 'audienceMinAge'
  | 'audienceMaxAge'
  | 'audienceGender'
>;

/**
 * Who may apply and until when, in the same words wherever an operator reads a proposal: a
 * published one (proposal-page.tsx) or a brand's in review (brand-proposal-view.tsx).
 */
export function WhoMayApply({ terms }: { terms: Terms }) {
  const places = terms.locationOfInfluencer.map((place) => (place.city.length ? `${place.city.join(', ')} (${place.state})` : place.state));
  const ages =
    terms.audienceMinAge !== null || terms.audienceMaxAge !== null ? `${range(terms.audienceMinAge, terms.audienceMaxAge, String)} anos` : null;
  return (
    <>
      <Field label="Níveis">{terms.isSilversAlloweds ? 'Ouro e Prata' : 'Só Ouro'}</Field>
      <Field label="Validade">{terms.validUntil ? `Até ${formatDate(terms.validUntil)}` : 'Sempre ativa'}</Field>
      <Field label="Nichos">{terms.categoriesOfInfluencer.join(', ') || 'Todos'}</Field>
      <Field label="Seguidores">{range(terms.minFollowers, terms.maxFollowers, formatFollowers)}</Field>
      <Field label="Onde mora">{places.join('; ') || 'Todo o Brasil'}</Field>
      <Field label="Público">
        {[terms.audienceStates?.join(', '), ages, terms.audienceGender ? audienceGenderLabels[terms.audienceGender] : null]
          .filter(Boolean)
          .join(' · ') || 'Qualquer'}
      </Field>
    </>
  );
}
