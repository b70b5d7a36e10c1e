import { Input } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FieldLabelProps {
  /** Label text. */
  children: ReactNode;
  /** Id of the control this label names. @default undefined */
  htmlFor?: string;
  /** Id of the label itself, for `aria-labelledby` on groups. @default undefined */
  id?: string;
  /** Shows the required asterisk. @default false */
  required?: boolean;
}

/** A form label styled like the inputs' own labels, for custom controls and groups. */
export function FieldLabel({ children, htmlFor, id, required = false }: FieldLabelProps) {
  return (
    <Input.Label htmlFor={htmlFor} id={id} required={required}>
      {children}
    </Input.Label>
  );
}
