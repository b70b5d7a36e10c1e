import { TextInput as MantineTextInput, type TextInputProps as MantineTextInputProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

export interface TextInputProps extends MantineTextInputProps {
  /** Field label, also the input's accessible name. @default undefined */
  label?: ReactNode;
  /** Inline error line below the input; it is announced (role="alert") and sets aria-invalid. @default undefined */
  error?: ReactNode;
  /** Ref to the native input. @default undefined */
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text field with label, description and inline error. */
export function TextInput({ errorProps, ...others }: TextInputProps) {
  return <MantineTextInput errorProps={{ role: 'alert', ...errorProps }} {...others} />;
}
