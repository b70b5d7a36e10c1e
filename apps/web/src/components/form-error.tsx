import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FORM_ERROR } from '../lib/form.ts';

/** A form's own error (the API's refusal that no single field carries, `form.errors.form`, FORM_ERROR), read out at once; nothing without one. */
export function FormError({ error }: { error: ReactNode }) {
  if (!error) return null;
  return (
    // data-path: where @mantine/form's getInputNode finds the form's message (revealFirstError).
    <Text size="sm" c="red.8" role="alert" data-path={FORM_ERROR}>
      {error}
    </Text>
  );
}
