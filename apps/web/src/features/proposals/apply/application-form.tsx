import { isApiError } from '@ma/api-client';
import type { ApplicationPayload, Proposal } from '@ma/api-client/schemas';
import { APPLY_BUTTON_SENDING_LABEL } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Group, Loader, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  type ApplicationFormErrors,
  type ApplicationFormValues,
  initialApplicationValues,
  serverFieldErrors,
  validateApplication,
} from './application-rules.ts';
import { OfferValueField } from './offer-value-field.tsx';
import { QuantityInputs } from './quantity-inputs.tsx';

export type SubmitApplication = (payload: ApplicationPayload, options?: { onError?: (error: Error) => void }) => void;

interface ApplicationFormProps {
  proposal: Pick<Proposal, 'value' | 'acceptsNegotiations'>;
  isSending: boolean;
  onSubmit: SubmitApplication;
  onCancel: () => void;
}

/** Deliverables, observations and the offer, checked as the API checks them (SPEC.md section 5). */
export function ApplicationForm({ proposal, isSending, onSubmit, onCancel }: ApplicationFormProps) {
  const [values, setValues] = useState<ApplicationFormValues>(() => initialApplicationValues(proposal));
  const [errors, setErrors] = useState<ApplicationFormErrors>({});

  const setField = <K extends keyof ApplicationFormValues>(key: K, value: ApplicationFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, deliverables: undefined }));
  };

  const checkValue = () => setErrors((current) => ({ ...current, value: validateApplication(values, proposal).errors?.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateApplication(values, proposal);
    setErrors(result.errors ?? {});
    if (!result.payload) return;
    onSubmit(result.payload, {
      onError: (error) => {
        if (isApiError(error)) setErrors(serverFieldErrors(error.fields));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <QuantityInputs values={values} errors={errors} onChange={setField} />
        <Textarea
          label="Observações"
          description="Conte para a marca como você imagina a divulgação."
          placeholder="Ex.: um Reels mostrando o produto na minha rotina e 3 stories com link."
          autosize
          minRows={3}
          maxRows={8}
          value={values.observations}
          error={errors.observations}
          onChange={(event) => setField('observations', event.currentTarget.value)}
        />
        <OfferValueField
          proposal={proposal}
          value={values.value}
          isNegotiable={values.isNegotiable}
          error={errors.value}
          onValueChange={(value) => setField('value', value)}
          onNegotiableChange={(checked) => setField('isNegotiable', checked)}
          onBlur={checkValue}
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
