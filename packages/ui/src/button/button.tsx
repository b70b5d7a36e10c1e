import { Button as MantineButton, createPolymorphicComponent, type ButtonProps as MantineButtonProps } from '@mantine/core';
import type { Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'rounded';

export interface ButtonProps extends MantineButtonProps {
  /**
   * `primary`: filled brand button for the main action; `secondary`: outlined, for the
   * alternative action; `rounded`: filled pill, for calls to action in cards and headers.
   * @default 'primary'
   */
  variant?: ButtonVariant;
}

const variantProps: Record<ButtonVariant, MantineButtonProps & { variant: string }> = {
  primary: { variant: 'filled' },
  secondary: { variant: 'outline' },
  rounded: { variant: 'filled', radius: 'xl' },
};

function ButtonRoot({ variant = 'primary', ...others }: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  return <MantineButton {...variantProps[variant]} {...others} />;
}

/**
 * The product button. Polymorphic: `component="a"` (or the app's router link, e.g. TanStack's
 * `createLink(Button)`) renders it as a link with the same look.
 */
export const Button = createPolymorphicComponent<'button', ButtonProps>(ButtonRoot);
