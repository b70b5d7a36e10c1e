import { Alert } from '@mantine/core';
import { FORM_ERROR } from '../lib/form.ts';

/** The form's own message (the server's answer to the whole form), where the form shows it. */
export function FormError({ errors }: { errors: Record<string, unknown> }) {
  const message = errors[FORM_ERROR];
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {String(message)}
    </Alert>
  );
}
