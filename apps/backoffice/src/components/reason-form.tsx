import { creatorDeletionPayloadSchema } from '@ma/api-client/admin';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { FormSubmit } from '@ma/ui/form';
import { Stack, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';

/**
 * An action that needs a reason: what it does, the reason, the button. By default the reason is
 * one kept in the audit log, by the rule every such reason follows (3 to 300 characters: the
 * deletion's schema); a reason that goes further (mailed to a brand) brings its own schema, the
 * API's, and says where it goes.
 */
export function ReasonForm({
  children,
  submitLabel,
  danger = false,
  schema = creatorDeletionPayloadSchema,
  description = 'Fica no registro de auditoria.',
  onSubmit,
}: {
  children?: ReactNode;
  submitLabel: string;
  danger?: boolean;
  schema?: z.ZodType<{ reason: string }, { reason: string }>;
  description?: string;
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const form = useZodForm(schema, { reason: '' });
  return (
    <form noValidate onSubmit={submitWith(form, (values) => onSubmit(values.reason))}>
      <Stack>
        {children}
        <Textarea label="Motivo" description={description} required rows={3} data-autofocus {...form.getInputProps('reason')} />
        <FormSubmit form={form} color={danger ? 'red.9' : undefined}>
          {submitLabel}
        </FormSubmit>
      </Stack>
    </form>
  );
}
