import { useState } from 'react';
import type { z } from 'zod';

type Errors<T> = Partial<Record<keyof T & string, string>>;

/**
 * A form validated with the same zod schema the API validates with (STYLE.md, 7).
 * `submit` returns the parsed values or null (and shows the first message per field);
 * `setServerErrors` maps a 422's field messages back onto the inputs.
 */
export function useSchemaForm<S extends z.ZodObject>(schema: S, initial: z.input<S>) {
  type Values = z.input<S>;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors<Values>>({});

  const errorsOf = (candidate: Values): [Errors<Values>, z.output<S> | null] => {
    const result = schema.safeParse(candidate);
    if (result.success) return [{}, result.data];
    const found: Errors<Values> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]) as keyof Values & string;
      found[key] ??= issue.message;
    }
    return [found, null];
  };

  return {
    values,
    errors,
    setField<K extends keyof Values & string>(key: K, value: Values[K]) {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    },
    /** Re-checks one field when the user leaves it, without flagging untouched ones. */
    validateField(key: keyof Values & string) {
      const [found] = errorsOf(values);
      setErrors((current) => ({ ...current, [key]: found[key] }));
    },
    submit(): z.output<S> | null {
      const [found, data] = errorsOf(values);
      setErrors(found);
      return data;
    },
    setServerErrors(fields: Record<string, string>) {
      setErrors((current) => ({ ...current, ...fields }));
    },
  };
}
