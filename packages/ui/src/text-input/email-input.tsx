import { TextInput, type TextInputProps } from './text-input.tsx';

/** An e-mail field: the e-mail keyboard on a phone, the browser's saved addresses, and 'E-mail' unless told. */
export function EmailInput({ label = 'E-mail', ...props }: Omit<TextInputProps, 'type'>) {
  return <TextInput label={label} type="email" inputMode="email" autoComplete="email" placeholder="voce@exemplo.com" {...props} />;
}
