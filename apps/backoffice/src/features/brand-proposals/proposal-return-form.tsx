import { proposalReturnPayloadSchema, type ProposalReturnPayload } from '@ma/api-client/brand';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { FormSubmit } from '@ma/ui/form';
import { Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The return of a brand's proposal: what it does, the reason (the API's own rule, up to 1000
 * characters: it is mailed to the brand and shown beside the proposal) and 'Devolver'. A refused
 * submit shows the server's message on the form.
 */
export function ProposalReturnForm({ children, onSubmit }: { children: ReactNode; onSubmit: (payload: ProposalReturnPayload) => Promise<unknown> }) {
  const form = useZodForm(proposalReturnPayloadSchema, { reason: '' });
  return (
    <form noValidate onSubmit={submitWith(form, onSubmit)}>
      <Stack>
        <Text size="sm">{children}</Text>
        <Textarea
          label="Motivo"
          description="Vai por e-mail para a marca e aparece ao lado da proposta, para ela corrigir e enviar de novo."
          required
          rows={4}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <FormSubmit form={form} color="red.9">
          Devolver
        </FormSubmit>
      </Stack>
    </form>
  );
}
