import type { MissingFeature } from '@ma/api-client/schemas';
import { missingFeaturesMessage } from '@ma/domain';
import { Alert } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconUserExclamation } from '@tabler/icons-react';

/** Why this creator cannot apply: the profile data the proposal needs, by name. */
export function MissingFeaturesAlert({ features }: { features: readonly MissingFeature[] }) {
  const message = missingFeaturesMessage(features);
  if (!message) return null;
  return (
    <Alert variant="light" color="orange" radius="md" icon={<IconUserExclamation size={20} aria-hidden />} p="sm">
      {message}
    </Alert>
  );
}
