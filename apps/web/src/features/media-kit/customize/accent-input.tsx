import { kitPalettes, kitThemes } from '@ma/domain';
import { ColorInput } from '@mantine/core';
import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import type { ReactNode } from 'react';

// Each theme's own accent first, then a few strong colours that keep their contrast once made readable.
const swatches = [...new Set([...kitThemes.map((theme) => kitPalettes[theme].accent), '#111827', '#dc2626', '#ea580c', '#15803d', '#2563eb'])];

export interface AccentInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The form's check of the field once it is left (useZodForm). */
  onBlur?: () => void;
  onFocus?: () => void;
  /** Inline error line, announced. */
  error?: ReactNode;
  /** Where the form finds the input to bring a refused colour into view (@mantine/form's getInputNode). */
  'data-path'?: string;
}

/** 'Cor de destaque': typed as #RRGGBB or picked, with each theme's default among the swatches. */
export function AccentInput({ value, onChange, onBlur, onFocus, error, 'data-path': dataPath }: AccentInputProps) {
  return (
    <ColorInput
      label="Cor de destaque"
      description="Usada em botões, bordas e detalhes do seu kit."
      format="hex"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={onFocus}
      data-path={dataPath}
      swatches={swatches}
      swatchesPerRow={5}
      // The form checks with the API's schema and says what is wrong, rather than silently undoing the typing.
      fixOnBlur={false}
      withEyeDropper={false}
      error={error}
      errorProps={{ role: 'alert' }}
      maw={280}
    />
  );
}
