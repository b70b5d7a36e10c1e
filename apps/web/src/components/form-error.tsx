import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form's own error (the API's refusal that no single field carries, `form.errors.form`, FORM_ERROR), read out at once; nothing without one. */
export function FormError({ error }: { error: ReactNode }) {
  if (!error) return null;
  return (
    <Text size="sm" c="red.8" role="alert">
      {error}
    </Text>
  );
}
