import { PasswordInput } from '@ma/ui/text-input';
import type { ComponentProps } from 'react';

/** 'Nova senha' with the sign-up rule's hint, as the change and the creation of a password ask it. */
export function NewPasswordInput(props: Omit<ComponentProps<typeof PasswordInput>, 'label'>) {
  return <PasswordInput label="Nova senha" autoComplete="new-password" description="Use pelo menos 8 caracteres." w="100%" maw={420} {...props} />;
}
