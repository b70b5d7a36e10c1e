import { Input } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FieldErrorProps {
  /** The message; nothing is rendered when empty, so the alert fires when it appears. @default undefined */
  children?: ReactNode;
  /** Id to reference from the control's `aria-describedby`. @default undefined */
  id?: string;
}

/** The inline error line below a field, announced to screen readers (role="alert"). */
export function FieldError({ children, id }: FieldErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <Input.Error id={id} role="alert">
      {children}
    </Input.Error>
  );
}
