import { isApiError } from '@ma/api-client';
import type { ApplicationOutput, Proposal } from '@ma/api-client/schemas';
import { APPLY_BUTTON_SENDING_LABEL } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Group, Loader, Stack, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { FORM_ERROR, useZodForm } from '../../../lib/form.ts';
import { setServerErrors } from '../../../lib/server-errors.ts';
import { initialApplicationValues, loadApplicationSchema, offerTermsOf } from './application-rules.ts';
import { OfferValueField } from './offer-value-field.tsx';
import { QuantityInputs } from './quantity-inputs.tsx';

export type SubmitApplication = (payload: ApplicationOutput, options?: { onError?: (error: Error) => void }) => void;

interface ApplicationFormProps {
  proposal: Pick<Proposal, 'valueCents' | 'acceptsNegotiations'>;
  isSending: boolean;
  onSubmit: SubmitApplication;
  onCancel: () => void;
}

/** Deliverables, observations and the offer, checked as the API checks them (docs/product/proposals.md). */
export function ApplicationForm({ proposal, isSending, onSubmit, onCancel }: ApplicationFormProps) {
  const { valueCents, acceptsNegotiations } = proposal;
  // The form holds the reais the creator types, the unit the contract takes: the offer is sent as typed.
  const terms = useMemo(() => offerTermsOf({ valueCents, acceptsNegotiations }), [valueCents, acceptsNegotiations]);
  const loadSchema = useMemo(() => loadApplicationSchema(terms), [terms]);
  const form = useZodForm(loadSchema, initialApplicationValues(terms));

  const submit = form.onSubmit((payload) =>
    onSubmit(payload, {
      onError: (error) => {
        if (isApiError(error)) setServerErrors(form, error.fields);
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <QuantityInputs form={form} error={form.errors[FORM_ERROR]} />
        <Textarea
          label="Observações"
          description="Conte para a marca como você imagina a divulgação."
          placeholder="Ex.: um Reels mostrando o produto na minha rotina e 3 stories com link."
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('observations')}
        />
        <OfferValueField
          proposal={proposal}
          valueProps={form.getInputProps('value')}
          negotiableProps={form.getInputProps('isNegotiable', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="secondary" onClick={onCancel} disabled={isSending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={isSending} leftSection={isSending ? <Loader size={14} color="gray" /> : undefined}>
            {isSending ? APPLY_BUTTON_SENDING_LABEL : 'Enviar proposta'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
