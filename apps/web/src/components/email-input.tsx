import { TextInput, type TextInputProps } from '@ma/ui/text-input';

/** An e-mail field: the sign-in, sign-up and recovery forms', and the account's new e-mail. */
export function EmailInput({ label = 'E-mail', ...props }: Omit<TextInputProps, 'type'>) {
  return <TextInput label={label} type="email" inputMode="email" autoComplete="email" placeholder="voce@exemplo.com" {...props} />;
}
