import type { ReactNode } from 'react';
import { pixKeyTypeLabels, pixKeyTypes, type PixKeyType } from '@ma/domain';
import { Select, SimpleGrid } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import type { InputProps } from '../../../lib/form.ts';
import { pixKeyPlaceholders, tidyPixKey } from './tidy.ts';
import { TidyTextInput } from './tidy-text-input.tsx';

const typeOptions = pixKeyTypes.map((type) => ({ value: type, label: pixKeyTypeLabels[type] }));

const keyInputModes: Partial<Record<PixKeyType, 'email' | 'tel'>> = { email: 'email', phone: 'tel' };

export interface PixKeyFieldsProps {
  /** The chosen kind of key; null until one is picked. */
  type: PixKeyType | null;
  onTypeChange: (type: PixKeyType) => void;
  typeError: ReactNode;
  pixKey: InputProps<string>;
}

/** Where commissions are paid: the kind of PIX key, then the key, with an example of that kind. */
export function PixKeyFields({ type, onTypeChange, typeError, pixKey }: PixKeyFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select<PixKeyType>
        label="Tipo da chave PIX"
        placeholder="Selecione"
        data={typeOptions}
        value={type}
        onChange={(value) => value && onTypeChange(value)}
        allowDeselect={false}
        checkIconPosition="right"
        error={typeError}
        errorProps={{ role: 'alert' }}
        comboboxProps={{ withinPortal: true }}
      />
      <TidyTextInput
        label="Chave PIX"
        placeholder={type ? pixKeyPlaceholders[type] : 'Escolha o tipo da chave'}
        inputMode={type ? keyInputModes[type] : undefined}
        autoComplete="off"
        maxLength={200}
        tidy={(value) => tidyPixKey(type, value)}
        {...pixKey}
      />
    </SimpleGrid>
  );
}
