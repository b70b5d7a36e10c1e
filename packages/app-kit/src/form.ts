import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { isApiError } from '@ma/api-client';
import { useRef, type FormEvent } from 'react';
import type { z } from 'zod';
import { FORM_ERROR } from '@ma/ui/form';
import { failureMessage } from './error-message.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- what @mantine/form takes as values
type Values = Record<string, any>;

/**
 * @mantine/form's `useForm`, checked with a zod schema (apps/web's useZodForm, without its
 * first-load tricks: the internal apps load zod with their first page). `initialValues` need not be
 * the schema's input; the submit handler gets the schema's output. A change clears the form's
 * own message (FORM_ERROR of @ma/ui/form, where FormError reads it).
 */
export function useZodForm<S extends z.ZodType, V extends Values>(schema: S, initialValues: V) {
  const clearFormError = useRef(() => {});
  const form = useForm<V, z.output<S>>({
    mode: 'controlled',
    initialValues,
    validate: (values) => schemaResolver(schema, { sync: true })(values) as FormErrors,
    transformValues: (values) => schema.parse(values) as z.output<S>,
    onValuesChange: () => clearFormError.current(),
  });
  clearFormError.current = () => form.clearFieldError(FORM_ERROR);
  return form;
}

/**
 * What a refused submit shows: the server's per-field messages on the form's fields, and its
 * `detail` (or the generic message) as the form's own.
 */
export function serverErrors(error: unknown, values: object): FormErrors {
  const fields = isApiError(error) ? error.fields : {};
  const onFields = Object.fromEntries(Object.entries(fields).filter(([path]) => Object.hasOwn(values, path)));
  return { ...onFields, [FORM_ERROR]: failureMessage(error) };
}

/** What `submitWith` needs of a form (@mantine/form's, from useZodForm). */
interface SubmittableForm<O> {
  onSubmit(handler: (values: O) => Promise<void>): (event?: FormEvent<HTMLFormElement>) => void;
  setErrors(errors: FormErrors): void;
}

/**
 * The `onSubmit` of a form: `send` gets the checked values; when the server refuses them, its
 * messages go on the form (serverErrors), after `onRefused` clears what must be typed again.
 */
export function submitWith<O extends object>(form: SubmittableForm<O>, send: (values: O) => Promise<unknown>, onRefused?: () => void) {
  return form.onSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      onRefused?.();
      form.setErrors(serverErrors(error, values));
    }
  });
}
