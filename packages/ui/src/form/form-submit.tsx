import { Button } from '../button/button.tsx';
import type { MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormError } from './form-error.tsx';

/** The end of a form: its own message (the server's answer), then its submit button, busy while it sends. */
export function FormSubmit({
  form,
  color,
  children,
}: {
  /** The form (@mantine/form's): its errors and whether it is sending. */
  form: { errors: Record<string, unknown>; submitting: boolean };
  color?: MantineColor;
  /** The button's label. */
  children: ReactNode;
}) {
  return (
    <>
      <FormError errors={form.errors} />
      <Button type="submit" color={color} loading={form.submitting}>
        {children}
      </Button>
    </>
  );
}
