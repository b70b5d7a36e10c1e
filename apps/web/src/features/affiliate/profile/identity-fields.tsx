import { TextInput } from '@ma/ui/text-input';
import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { InputProps } from '../../../lib/form.ts';
import { tidyPhone, tidyTaxId } from './tidy.ts';
import { TidyTextInput } from './tidy-text-input.tsx';

export interface IdentityFieldsProps {
  fullName: InputProps<string>;
  /** The CPF/CNPJ: its input on registering (DocumentInput), its guarded change on editing. */
  document: ReactNode;
  /** The phone: its input on registering (PhoneInput), its change on editing. */
  phone: ReactNode;
}

/** 'Seus dados', who the affiliate is: name, CPF or CNPJ, and phone, in the same place on registering and editing. */
export function IdentityFields({ fullName, document, phone }: IdentityFieldsProps) {
  return (
    <>
      <Title order={2} fz={18}>
        Seus dados
      </Title>
      <TextInput label="Nome completo" autoComplete="name" maxLength={120} {...fullName} />
      {document}
      {phone}
    </>
  );
}

/** The phone or WhatsApp, with its punctuation put back when the field is left. */
export function PhoneInput(props: InputProps<string>) {
  return (
    <TidyTextInput
      label="Telefone / WhatsApp"
      placeholder="(11) 98765-4321"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={32}
      tidy={tidyPhone}
      {...props}
    />
  );
}

/** The CPF or CNPJ, with its punctuation put back when the field is left. */
export function DocumentInput(props: InputProps<string>) {
  return (
    <TidyTextInput
      label="CPF ou CNPJ"
      description="Os pagamentos são feitos em nome deste documento."
      placeholder="000.000.000-00"
      autoComplete="off"
      maxLength={32}
      tidy={tidyTaxId}
      {...props}
    />
  );
}
