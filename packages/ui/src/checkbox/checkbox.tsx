import { Checkbox as MantineCheckbox, type CheckboxProps as MantineCheckboxProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

export interface CheckboxProps extends Omit<MantineCheckboxProps, 'label' | 'error'> {
  /** Text beside the box, also its accessible name. */
  label: ReactNode;
  /** Inline error line below the label; it is announced (role="alert"). @default undefined */
  error?: ReactNode;
  /** Ref to the native checkbox input. @default undefined */
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label and inline error, e.g. 'Eu aceito negociar este valor.'. */
export function Checkbox({ error, ...others }: CheckboxProps) {
  // Mantine's inline inputs take no errorProps, so the alert role goes on the message itself.
  const message = error && typeof error !== 'boolean' ? <span role="alert">{error}</span> : error;
  return <MantineCheckbox error={message} aria-invalid={error ? true : undefined} {...others} />;
}
