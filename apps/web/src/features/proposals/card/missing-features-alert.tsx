import type { MissingFeature, TargetingGap } from '@ma/api-client/schemas';
import { INCOMPATIBLE_PROFILE, missingFeatureLabels, missingFeaturesMessage } from '@ma/domain';
import { Alert, Group, List, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { IconUserExclamation } from '@tabler/icons-react';
import { AnchorLink } from '../../../components/router-links.tsx';

/** What fixes a profile that lacks a feature's data: networks bring followers and audience; the kit, the location. */
const fixes = {
  connect: { to: '/media-kit/connect', label: 'Conectar redes sociais' },
  location: { to: '/media-kit/edit', label: 'Adicionar localização' },
} as const;

const fixOf: Record<MissingFeature, keyof typeof fixes> = {
  followers: 'connect',
  influencer_location: 'location',
  audience_location: 'connect',
  audience_age_range: 'connect',
  audience_gender: 'connect',
};

/** 'Pede: Salvador, BA; seu perfil: Campinas, SP' when her data differs; 'Falta: Localização' when she has none. */
const gapLine = ({ feature, asks, has }: TargetingGap) =>
  has === null ? `Falta: ${missingFeatureLabels[feature]}` : `Pede: ${asks}; seu perfil: ${has}`;

/**
 * Why this creator cannot apply: for each reason, what the proposal asks and what her profile has,
 * or what her profile lacks with the link that fixes it (each action once). Without `details`
 * (an older API), the missing features by name.
 */
export function MissingFeaturesAlert({ features, details }: { features: readonly MissingFeature[]; details?: readonly TargetingGap[] }) {
  const message = missingFeaturesMessage(features);
  if (!message) return null;
  const actions = [...new Set((details ?? []).filter((gap) => gap.has === null).map((gap) => fixOf[gap.feature]))];
  return (
    <Alert variant="light" color="orange" radius="md" icon={<IconUserExclamation size={20} aria-hidden />} p="sm">
      {details?.length ? (
        <Stack gap={6}>
          <Text size="sm">{INCOMPATIBLE_PROFILE}</Text>
          <List size="sm" spacing={2}>
            {details.map((gap) => (
              <List.Item key={gap.feature}>{gapLine(gap)}</List.Item>
            ))}
          </List>
          {actions.length > 0 && (
            <Group gap="md">
              {actions.map((action) => (
                <AnchorLink key={action} to={fixes[action].to} size="sm" fw={600}>
                  {fixes[action].label}
                </AnchorLink>
              ))}
            </Group>
          )}
        </Stack>
      ) : (
        message
      )}
    </Alert>
  );
}
