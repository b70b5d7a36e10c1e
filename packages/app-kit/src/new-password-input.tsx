import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * The field where an internal app's person chooses a password (the brand's sign-up and invitation,
 * the operator's setup): the rule's hint (the API's schema asks 8 or more characters), required,
 * and `new-password` so that a password manager offers a strong one.
 */
export function NewPasswordInput(props: PasswordInputProps) {
  return <PasswordInput label="Senha" description="Pelo menos 8 caracteres." autoComplete="new-password" required {...props} />;
}
