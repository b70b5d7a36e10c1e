import { creditChangePayloadSchema, type CreditChangePayload } from '@ma/api-client/admin';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { formatCredits } from '@ma/domain';
import { FormSubmit } from '@ma/ui/form';
import { NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

/**
 * 'Créditos': add or remove, how many, why (the creator reads the reason in her history). One
 * Idempotency-Key per opened form: a double click, or a retry after a lost answer, moves them once.
 */
export function CreditsForm({ balance, onSubmit }: { balance: number; onSubmit: (values: CreditChangePayload, key: string) => Promise<unknown> }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useZodForm(creditChangePayloadSchema, { direction: 'add', amount: '' as number | string, reason: '' });
  return (
    <form noValidate onSubmit={submitWith(form, (values) => onSubmit(values, idempotencyKey))}>
      <Stack>
        <Text size="sm">Saldo atual: {formatCredits(balance)}.</Text>
        <SegmentedControl
          aria-label="Operação"
          data={[
            { value: 'add', label: 'Adicionar' },
            { value: 'remove', label: 'Remover' },
          ]}
          {...form.getInputProps('direction')}
        />
        <NumberInput
          label="Quantidade"
          required
          min={1}
          allowDecimal={false}
          allowNegative={false}
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <Textarea label="Motivo" description="Aparece no extrato do criador." required autosize minRows={2} {...form.getInputProps('reason')} />
        <FormSubmit form={form}>{form.values.direction === 'remove' ? 'Remover créditos' : 'Adicionar créditos'}</FormSubmit>
      </Stack>
    </form>
  );
}
