import { newCouponPayloadSchema, type NewCoupon } from '@ma/api-client/admin';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { FormSubmit } from '@ma/ui/form';
import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';

/** 'Novo cupom': code, credits, an optional cap on uses and optional first and last days. */
export function NewCouponForm({ onSubmit }: { onSubmit: (values: NewCoupon) => Promise<unknown> }) {
  const form = useZodForm(newCouponPayloadSchema, {
    code: '',
    amount: '' as number | '',
    maxRedemptions: '' as number | '',
    validFrom: '',
    validUntil: '',
  });
  return (
    <form noValidate onSubmit={submitWith(form, onSubmit)}>
      <Stack>
        <TextInput
          label="Código"
          description="Letras sem acento, números, - e _; guardado em maiúsculas."
          required
          data-autofocus
          {...form.getInputProps('code')}
        />
        <NumberInput
          label="Créditos"
          description="Quantos créditos cada uso dá."
          required
          min={1}
          allowDecimal={false}
          {...form.getInputProps('amount')}
        />
        <NumberInput
          label="Limite de usos"
          description="Vazio: sem limite. Cada conta usa o cupom uma vez."
          placeholder="Sem limite"
          min={1}
          allowDecimal={false}
          {...form.getInputProps('maxRedemptions')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Válido a partir de" type="date" {...form.getInputProps('validFrom')} />
          <TextInput label="Válido até (inclusive)" type="date" {...form.getInputProps('validUntil')} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Datas no horário de Brasília. Sem data inicial, vale desde já; sem data final, não expira.
        </Text>
        <FormSubmit form={form}>Criar cupom</FormSubmit>
      </Stack>
    </form>
  );
}
