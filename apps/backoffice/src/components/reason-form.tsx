import { creatorDeletionPayloadSchema } from '@ma/api-client/admin';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { FormSubmit } from '@ma/ui/form';
import { Stack, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';

// Every reason an operator gives follows one rule (3 to 300 characters): the deletion's schema is it alone.
const reasonSchema = creatorDeletionPayloadSchema;

/** An action that needs a reason (kept in the audit log): what it does, the reason, the button. */
export function ReasonForm({
  children,
  submitLabel,
  danger = false,
  onSubmit,
}: {
  children?: ReactNode;
  submitLabel: string;
  danger?: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const form = useZodForm(reasonSchema, { reason: '' });
  return (
    <form noValidate onSubmit={submitWith(form, (values) => onSubmit(values.reason))}>
      <Stack>
        {children}
        <Textarea
          label="Motivo"
          description="Fica no registro de auditoria."
          required
          autosize
          minRows={2}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <FormSubmit form={form} color={danger ? 'red' : undefined}>
          {submitLabel}
        </FormSubmit>
      </Stack>
    </form>
  );
}
