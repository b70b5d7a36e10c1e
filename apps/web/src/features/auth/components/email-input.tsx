import { TextInput, type TextInputProps } from '@ma/ui/text-input';

/** The e-mail field of the sign-in, sign-up and recovery forms. */
export function EmailInput(props: Omit<TextInputProps, 'label' | 'type'>) {
  return <TextInput label="E-mail" type="email" autoComplete="email" placeholder="voce@exemplo.com" {...props} />;
}
