import { PasswordInput } from '@ma/ui/text-input';
import type { ComponentProps } from 'react';

/** A new password ('Nova senha' unless told) with the sign-up rule's hint, as the change and the creation of a password ask it. */
export function NewPasswordInput({ label = 'Nova senha', ...props }: ComponentProps<typeof PasswordInput>) {
  return <PasswordInput label={label} autoComplete="new-password" description="Use pelo menos 8 caracteres." w="100%" maw={420} {...props} />;
}
