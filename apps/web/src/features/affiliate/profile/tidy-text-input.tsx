import { TextInput, type TextInputProps } from '@ma/ui/text-input';
import type { InputProps } from '../../../lib/form.ts';

export interface TidyTextInputProps extends Omit<TextInputProps, keyof InputProps<string>>, InputProps<string> {
  /** Rewrites the value when the field is left, e.g. a CPF with its dots (./tidy.ts). */
  tidy: (value: string) => string;
}

/** A text field of a form (`getInputProps`) that tidies its value on blur, then checks it. */
export function TidyTextInput({ tidy, value, onChange, onBlur, ...others }: TidyTextInputProps) {
  return (
    <TextInput
      value={value}
      onChange={onChange}
      onBlur={() => {
        const tidied = tidy(value ?? '');
        if (tidied !== value) onChange(tidied);
        onBlur?.();
      }}
      {...others}
    />
  );
}
