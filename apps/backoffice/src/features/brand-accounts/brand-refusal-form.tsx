import { brandRefusalPayloadSchema, type BrandRefusalPayload } from '@ma/api-client/admin';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { FormSubmit } from '@ma/ui/form';
import { Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The refusal of a brand: what it does, the reason (the API's own rule, up to 500 characters: it
 * is mailed to the owner and shown in the brands' app) and 'Recusar'. A refused submit shows the
 * server's message on the form.
 */
export function BrandRefusalForm({ children, onSubmit }: { children: ReactNode; onSubmit: (payload: BrandRefusalPayload) => Promise<unknown> }) {
  const form = useZodForm(brandRefusalPayloadSchema, { reason: '' });
  return (
    <form noValidate onSubmit={submitWith(form, onSubmit)}>
      <Stack>
        <Text size="sm">{children}</Text>
        <Textarea
          label="Motivo"
          description="Vai por e-mail para o responsável e aparece na área da marca."
          required
          rows={4}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <FormSubmit form={form} color="red.9">
          Recusar
        </FormSubmit>
      </Stack>
    </form>
  );
}
