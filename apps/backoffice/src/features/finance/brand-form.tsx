import '@mantine/core/styles/NumberInput.css';
import { brandChangePayloadSchema, newBrandPayloadSchema, type AdminBrand, type BrandChange, type NewBrand } from '@ma/api-client/admin';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { FormSubmit } from '@ma/ui/form';
import { NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';

const initialValues = (brand: AdminBrand | undefined) => ({
  id: brand?.id ?? '',
  name: brand?.name ?? '',
  commissionPercent: (brand ? brand.commissionRateBp / 100 : 10) as number | string,
  cookieDays: (brand?.cookieDays ?? 30) as number | string,
  holdingDays: (brand?.holdingDays ?? 30) as number | string,
  domain: brand?.domain ?? '',
  logoUrl: brand?.logoUrl ?? '',
  homepageUrl: brand?.homepageUrl ?? '',
  active: brand?.active ?? true,
});

/** A brand's fields, for 'Nova marca' (with its id) or to edit one (the id stays: the webhook's address carries it). */
export function BrandForm(
  props:
    | { brand: AdminBrand; onSubmit: (values: BrandChange) => Promise<unknown> }
    | { brand?: undefined; onSubmit: (values: NewBrand) => Promise<unknown> },
) {
  const editing = props.brand !== undefined;
  const form = useZodForm(editing ? brandChangePayloadSchema : newBrandPayloadSchema, initialValues(props.brand));
  return (
    <form
      noValidate
      onSubmit={submitWith(form, (values) =>
        // The schema of the form is the one of its mode: its output is that mode's payload.
        (props.onSubmit as (values: unknown) => Promise<unknown>)(editing ? { ...values, id: undefined } : values),
      )}
    >
      <Stack>
        <TextInput
          label="Identificador"
          description="Letras minúsculas, números e hífens; vai no endereço do webhook e não muda depois."
          required
          disabled={editing}
          data-autofocus={!editing || undefined}
          {...form.getInputProps('id')}
        />
        <TextInput label="Nome" required {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput
            label="Comissão (%)"
            required
            min={0.01}
            max={100}
            decimalScale={2}
            decimalSeparator=","
            {...form.getInputProps('commissionPercent')}
          />
          <NumberInput label="Cookie (dias)" required min={1} max={365} allowDecimal={false} {...form.getInputProps('cookieDays')} />
          <NumberInput label="Carência (dias)" required min={0} max={365} allowDecimal={false} {...form.getInputProps('holdingDays')} />
        </SimpleGrid>
        <TextInput
          label="Domínio"
          description="Os links só levam a páginas dele (e dos subdomínios)."
          required
          placeholder="loja.com.br"
          {...form.getInputProps('domain')}
        />
        <TextInput
          label="Página inicial"
          description="Vazio: https:// e o domínio."
          placeholder="https://loja.com.br/"
          {...form.getInputProps('homepageUrl')}
        />
        <TextInput label="Logo (endereço https)" placeholder="https://…" {...form.getInputProps('logoUrl')} />
        <Switch label="Ativa (aparece para as criadoras e aceita o webhook)" {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormSubmit form={form}>{editing ? 'Salvar' : 'Criar marca'}</FormSubmit>
      </Stack>
    </form>
  );
}
