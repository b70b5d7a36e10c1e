import { Button, type ButtonProps } from '@ma/ui/button';
import type { FormEventHandler, ReactNode } from 'react';
import { PRERENDERED_FORM_METHOD } from '../lib/early-input.ts';

export interface MutationFormProps<V> {
  /** The form (useZodForm): its `onSubmit` hands over the checked values. */
  form: { onSubmit: (handleSubmit: (values: V) => void) => FormEventHandler<HTMLFormElement> };
  /** What sends the values; a submit while it is on its way does nothing. */
  mutation: { isPending: boolean; mutate: (values: V) => void };
  /** The form's name, where the page holds more than one. @default undefined */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A form whose checked values go to one mutation, once at a time: the app's forms that save what
 * they hold as it is. On a page the server drew (src/app-shell), a submit before the app runs is
 * sent by nobody (its method) and done again by the app (lib/early-input.ts).
 */
export function MutationForm<V>({ form, mutation, 'aria-label': label, children }: MutationFormProps<V>) {
  return (
    <form
      method={PRERENDERED_FORM_METHOD}
      noValidate
      aria-label={label}
      onSubmit={form.onSubmit((values) => {
        if (!mutation.isPending) mutation.mutate(values);
      })}
    >
      {children}
    </form>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  /** The mutation is on its way: the button is disabled and says `pendingLabel`. */
  pending: boolean;
  /** @default 'Salvando...' */
  pendingLabel?: string;
  children: ReactNode;
}

/** A form's submit button, which says what is being done while the form's mutation is on its way. */
export function SubmitButton({ pending, pendingLabel = 'Salvando...', disabled = false, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
