import { Alert } from '@mantine/core';

/** The key of a form's `errors` for a message about the whole form (a server's answer) rather than one field. */
export const FORM_ERROR = 'form';

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
